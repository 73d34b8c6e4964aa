import { expect, it } from 'vitest';
import { sortedByName } from './name-order.ts';

const username = (row: { username: string }) => row.username;
const rows = (...names: string[]) => names.map((value) => ({ username: value }));

// Issue 41: the class CSV of a UK primary school came in character-code order.
it('orders names as the language does, numbers by value', () => {
  expect(sortedByName(rows('Zygmunt', 'Zoë', 'emile', 'Émile2', 'Adam10', 'Adam9'), username, 'en').map(username)).toEqual(['Adam9', 'Adam10', 'emile', 'Émile2', 'Zoë', 'Zygmunt']);
  expect(sortedByName(rows('Åsa', 'Zara', 'Anna'), username, 'sv').map(username)).toEqual(['Anna', 'Zara', 'Åsa']);
});
