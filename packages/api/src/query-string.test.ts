import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [{ email: 'a@b.c' }, '?email=a%40b.c'],
    [{ page: 1, size: 12, search: undefined }, '?page=1&size=12'],
    [{ ids: [1, 2] }, '?ids%5B%5D=1&ids%5B%5D=2'],
    [{ filter: { course: 'python' } }, '?filter%5Bcourse%5D=python'],
    [{ paid: false, nothing: null }, '?paid=false'],
  ])('serialises %j with bracket notation', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});
