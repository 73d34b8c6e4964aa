import { expect, it } from 'vitest';
import { confirmsEveryone } from './everyone-dialog.tsx';

it('confirms "everyone" only with the count or the word typed', () => {
  expect(confirmsEveryone(' 1234 ', 1234, 'alle')).toBe(true);
  expect(confirmsEveryone('ALLE', 1234, 'alle')).toBe(true);
  expect(confirmsEveryone('everyone', 1234, 'alle')).toBe(true);
  expect(confirmsEveryone('1233', 1234, 'alle')).toBe(false);
  expect(confirmsEveryone('', 1234, 'alle')).toBe(false);
});
