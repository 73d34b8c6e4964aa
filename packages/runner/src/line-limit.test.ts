import { describe, expect, it } from 'vitest';
import { checkMaxLines, countCodeLines, MAX_LINES_KEY } from './line-limit.ts';

describe('countCodeLines', () => {
  it.each([
    ['', 0],
    ['move_forward()', 1],
    ['# a comment\nmove_forward()\n\n   \nturn_left()\n', 2],
    ['    # indented comment\nx = 1  # trailing comment counts\n', 1],
    ['a = 1\r\nb = 2\r\n', 2],
  ])('counts %j as %i lines', (code, lines) => {
    expect(countCodeLines(code)).toBe(lines);
  });
});

describe('checkMaxLines', () => {
  it('lets code within the limit run', () => {
    expect(checkMaxLines('a = 1\nb = 2\n', 2)).toBeNull();
    expect(checkMaxLines('a = 1\nb = 2\nc = 3\n', undefined)).toBeNull();
  });

  it('refuses longer code with the editor key', () => {
    const error = checkMaxLines('a = 1\nb = 2\nc = 3\n', 2);
    expect(error).toMatchObject({ kind: 'limit', key: MAX_LINES_KEY, params: { max: 2, lines: 3 } });
    expect(error?.message).toBe('Only 2 lines of code are allowed in this level.');
  });
});
