import { describe, expect, it } from 'vitest';
import { foldName, matchName } from './name-fold.ts';

describe('foldName', () => {
  it.each([
    ['ZoëMüller', 'zoemuller'],
    ['Zoë Müller', 'zoemuller'],
    ['zoe-muller', 'zoemuller'],
    ['ZOEMULLER', 'zoemuller'],
    ['Łukasz', 'lukasz'],
    ['Søren', 'soren'],
    ['Straße', 'strasse'],
    ['François', 'francois'],
    ['Ángel', 'angel'],
    ['Nguyễn', 'nguyen'],
  ])('%s folds to %s', (name, folded) => expect(foldName(name)).toBe(folded));
});

describe('matchName', () => {
  const names = [{ username: 'ZoëMüller' }, { username: 'Zoe' }, { username: 'Zoë' }, { username: 'BraveOtter12' }];
  it.each([
    ['ZoeMuller', 'ZoëMüller'],
    ['zoë müller', 'ZoëMüller'],
    ['braveotter12', 'BraveOtter12'],
    // Two pupils fold alike: the exact spelling picks one, the folded one picks neither.
    ['zoe', 'Zoe'],
    ['ZOË', 'Zoë'],
    ['nobody', undefined],
  ])('%s means %s', (typed, expected) => expect(matchName(typed, names)?.username).toBe(expected));

  it('does not guess between two names that fold alike', () => {
    expect(matchName('zoe', [{ username: 'Zoë' }, { username: 'Zoé' }])).toBeUndefined();
  });
});
