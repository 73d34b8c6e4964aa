import { describe, expect, it } from 'vitest';
import { valuesMatch } from './values-match.ts';

describe('valuesMatch (compare goals)', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal numbers', 5, 5, true],
    ['different numbers', 5, 6, false],
    ['a number and its text', '5', 5, true],
    ['a boolean and its text', 'true', true, true],
    ['equal strings', 'Red', 'Red', true],
    ['strings differing in case', 'red', 'Red', false],
    ['null and null', null, null, true],
    ['lists in the same order', [1, 2, 3], [1, 2, 3], true],
    ['lists in another order', [3, 1, 2], [1, 2, 3], true],
    ['lists with different counts of an element', [1, 1, 2], [1, 2, 2], false],
    ['lists of different length', [1, 2], [1, 2, 3], false],
    ['nested lists in another order', [['b', 'a'], ['c']], [['c'], ['a', 'b']], true],
    ['dicts with the same entries', { a: 1, b: [2, 3] }, { b: [3, 2], a: 1 }, true],
    ['dicts with an extra key', { a: 1, b: 2 }, { a: 1 }, false],
    ['dicts with a different value', { a: 1 }, { a: 2 }, false],
    ['a list and a dict', [], {}, false],
    ['a list and a string', ['a'], 'a', false],
    ['an unset value', undefined, 0, false],
  ])('%s: %s', (_name, actual, expected, match) => {
    expect(valuesMatch(actual, expected)).toBe(match);
  });

  it.each<[unknown, unknown, boolean]>([
    ['RED', 'red', true],
    [['Apple', 'pear'], ['apple', 'PEAR'], true],
    ['blue', 'red', false],
  ])('lowercased, %j matches %j: %s', (actual, expected, match) => {
    expect(valuesMatch(actual, expected, true)).toBe(match);
  });
});
