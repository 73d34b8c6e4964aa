import { describe, expect, it } from 'vitest';
import { forgetVisitorLevel, rememberVisitorLevel, visitorLevel } from './visitor-level.ts';
import { memoryStorage } from './memory-storage.test-support.ts';

describe('the level a visitor was on', () => {
  it('is the last one opened, until a student takes the play over', () => {
    const storage = memoryStorage();
    expect(visitorLevel(storage)).toBeNull();
    rememberVisitorLevel('python', 'intro-level2', storage);
    rememberVisitorLevel('python', 'intro-level3', storage);
    expect(visitorLevel(storage)).toEqual({ course_id: 'python', level_slug: 'intro-level3' });
    forgetVisitorLevel(storage);
    expect(visitorLevel(storage)).toBeNull();
  });

  it('shrugs off broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('codehop.play.visitor-level.v1', '{broken');
    expect(visitorLevel(storage)).toBeNull();
    storage.setItem('codehop.play.visitor-level.v1', JSON.stringify({ course_id: 'python' }));
    expect(visitorLevel(storage)).toBeNull();
    expect(visitorLevel(undefined)).toBeNull();
    expect(() => rememberVisitorLevel('python', 'intro-level1', undefined)).not.toThrow();
  });
});
