import { expect, it } from 'vitest';
import { sortedByName } from './name-order.ts';

const name = (row: { name: string }) => row.name;
const rows = (...names: string[]) => names.map((value) => ({ name: value }));

// Issue 41: a UK primary school's lists came in character-code order.
it('orders names as the language does, not by character code', () => {
  expect(sortedByName(rows('Zygmunt', 'zoë', 'Émile', 'adam', 'Zoe'), name, 'en').map(name)).toEqual(['adam', 'Émile', 'Zoe', 'zoë', 'Zygmunt']);
});

it('orders the numbers in class names by value', () => {
  expect(sortedByName(rows('Class 10', 'Class 2', 'Class 1'), name, 'en').map(name)).toEqual(['Class 1', 'Class 2', 'Class 10']);
});

it("follows the language's own alphabet", () => {
  // In Swedish å, ä, ö come after z; in German ä sorts with a.
  expect(sortedByName(rows('Åsa', 'Zara', 'Anna'), name, 'sv').map(name)).toEqual(['Anna', 'Zara', 'Åsa']);
  expect(sortedByName(rows('Zara', 'Ärne', 'Anna'), name, 'de').map(name)).toEqual(['Anna', 'Ärne', 'Zara']);
});

it('leaves the given list as it was', () => {
  const given = rows('b', 'a');
  sortedByName(given, name, 'en');
  expect(given.map(name)).toEqual(['b', 'a']);
});
