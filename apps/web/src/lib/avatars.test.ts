import { describe, expect, it } from 'vitest';
import { AVATARS } from '@codehop/api';
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
});
