import { describe, expect, it } from 'vitest';
import { parseStudentId } from './student-id.ts';

describe('parseStudentId', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999', null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(parseStudentId(value)).toBe(expected);
  });
});
