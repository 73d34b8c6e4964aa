import { describe, expect, it } from 'vitest';
import { AVATARS } from '@codehop/api';
import { readFileSync } from 'node:fs';
import { en } from '../locales/en.ts';
import { AVATAR_CHOICES, avatarFor } from './avatars.ts';

describe('avatars', () => {
  it('offers the 21 avatars of the API, Rabbit first, each with its portrait', () => {
    expect(AVATAR_CHOICES.map((choice) => choice.id)).toEqual([...AVATARS]);
    expect(AVATAR_CHOICES[0]?.src).toBe('/assets/sprites/portraits/Rabbit.png');
  });

  it.each([
    ['Luimberjack', 'Lumberjack'],
    ['Wizard1', 'Wizard'],
    ['nonsense', 'Rabbit'],
    [null, 'Rabbit'],
  ])('shows %s as %s', (stored, name) => {
    expect(avatarFor(stored).name).toBe(name);
  });

  it('names every avatar in the reader\'s language (issue 41: the German picker said Rabbit, Knight)', () => {
    expect(en.account.avatarNames).toEqual(Object.fromEntries(AVATAR_CHOICES.map((choice) => [choice.id, choice.name])));
    const german = JSON.parse(readFileSync(new URL('../locales/de/translation.json', import.meta.url), 'utf8')) as { account: { avatarNames: Record<string, string> } };
    expect(german.account.avatarNames.Rabbit).toBe('Hase');
    expect(german.account.avatarNames.Knight).toBe('Ritter');
  });
});
