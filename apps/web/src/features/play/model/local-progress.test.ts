import { describe, expect, it } from 'vitest';
import { forgetCode, isCompletedLocally, markCompletedLocally, saveCode, savedCode } from './local-progress.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

describe('progress kept in the browser', () => {
  it('remembers finished levels and code per course and level', () => {
    const storage = memoryStorage();
    expect(isCompletedLocally('python', 'intro-level1', storage)).toBe(false);
    markCompletedLocally('python', 'intro-level1', storage);
    saveCode('python', 'intro-level1', 'move_forward()', storage);
    expect(isCompletedLocally('python', 'intro-level1', storage)).toBe(true);
    expect(isCompletedLocally('advanced-python', 'intro-level1', storage)).toBe(false);
    expect(savedCode('python', 'intro-level1', storage)).toBe('move_forward()');
    forgetCode('python', 'intro-level1', storage);
    expect(savedCode('python', 'intro-level1', storage)).toBeUndefined();
  });

  it('shrugs off broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('codehop.play.progress.v1', '{not json');
    expect(isCompletedLocally('python', 'x', storage)).toBe(false);
    expect(savedCode('python', 'x', undefined)).toBeUndefined();
  });
});
