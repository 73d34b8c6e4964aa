import { describe, expect, it } from 'vitest';
import { moveShelfCourse, forgetCode, isCompletedLocally, markCompletedLocally, saveCode, savedCode, shelvedLevels } from './local-progress.ts';
import { memoryStorage } from '../../../lib/memory-storage.test-support.ts';

describe('progress kept in the browser', () => {
  it('remembers finished levels and code per course and level', () => {
    const storage = memoryStorage();
    expect(isCompletedLocally('anonymous', 'python', 'intro-level1', storage)).toBe(false);
    markCompletedLocally('anonymous', 'python', 'intro-level1', storage);
    saveCode('anonymous', 'python', 'intro-level1', 'move_forward()', storage);
    expect(isCompletedLocally('anonymous', 'python', 'intro-level1', storage)).toBe(true);
    expect(isCompletedLocally('anonymous', 'advanced-python', 'intro-level1', storage)).toBe(false);
    expect(savedCode('anonymous', 'python', 'intro-level1', storage)).toBe('move_forward()');
    forgetCode('anonymous', 'python', 'intro-level1', storage);
    expect(savedCode('anonymous', 'python', 'intro-level1', storage)).toBeUndefined();
  });

  it('shrugs off broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('codehop.play.progress.v1', '{not json');
    expect(isCompletedLocally('anonymous', 'python', 'x', storage)).toBe(false);
    expect(savedCode('anonymous', 'python', 'x', undefined)).toBeUndefined();
  });

  it('keeps a shelf per player: the anonymous visitor, each student, an account with nobody chosen', () => {
    const storage = memoryStorage();
    saveCode('anonymous', 'python', 'intro-level1', 'visitor()', storage);
    saveCode('student:7', 'python', 'intro-level1', 'zoe()', storage);
    markCompletedLocally('student:7', 'python', 'intro-level2', storage);
    expect(savedCode('anonymous', 'python', 'intro-level1', storage)).toBe('visitor()');
    expect(savedCode('student:7', 'python', 'intro-level1', storage)).toBe('zoe()');
    expect(savedCode('student:8', 'python', 'intro-level1', storage)).toBeUndefined();
    expect(isCompletedLocally('anonymous', 'python', 'intro-level2', storage)).toBe(false);
  });

  it('lists a shelf course by course for carrying it into an account, then moves what was carried onto the child\'s shelf', () => {
    const storage = memoryStorage();
    saveCode('anonymous', 'python', 'intro-level1', 'move_forward(3)', storage);
    markCompletedLocally('anonymous', 'python', 'intro-level1', storage);
    markCompletedLocally('anonymous', 'python', 'intro-level2', storage);
    saveCode('anonymous', 'advanced-python', 'generators-level1', 'yield', storage);
    expect(Object.fromEntries(shelvedLevels('anonymous', storage))).toEqual({
      python: [
        { level_slug: 'intro-level1', code: 'move_forward(3)', completed: true },
        { level_slug: 'intro-level2', code: '', completed: true },
      ],
      'advanced-python': [{ level_slug: 'generators-level1', code: 'yield', completed: false }],
    });
    saveCode('student:3', 'python', 'intro-level1', 'their own()', storage);
    moveShelfCourse('anonymous', 'student:3', 'python', storage);
    expect([...shelvedLevels('anonymous', storage).keys()]).toEqual(['advanced-python']);
    // The child's own code stays; what they lacked comes over.
    expect(savedCode('student:3', 'python', 'intro-level1', storage)).toBe('their own()');
    expect(isCompletedLocally('student:3', 'python', 'intro-level2', storage)).toBe(true);
  });
});
