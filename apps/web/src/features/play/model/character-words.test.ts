import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '@codehop/content';
import { CHARACTER_NOUNS, nameTheCharacter } from './character-words.ts';

describe('the texts name the chosen character', () => {
  const guide = 'The rabbit can only walk straight ahead. Help the rabbit: the rabbit\'s carrots wait. This rabbit turns.';

  it('keeps the rabbit for the Rabbit', () => {
    expect(nameTheCharacter(guide, 'Rabbit')).toBe(guide);
  });

  it('tells of the knight for the Knight', () => {
    expect(nameTheCharacter(guide, 'Knight')).toBe("The knight can only walk straight ahead. Help the knight: the knight's carrots wait. This knight turns.");
  });

  it('says "your character" where no word fits', () => {
    expect(nameTheCharacter(guide, 'Glasses')).toBe("Your character can only walk straight ahead. Help your character: your character's carrots wait. This character turns.");
  });

  it('has a word (or the fallback) for every avatar, and leaves other rabbits alone', () => {
    expect(Object.keys(CHARACTER_NOUNS).sort()).toEqual([...CHARACTER_IDS].sort());
    expect(nameTheCharacter('A rabbit hole.', 'Wizard1')).toBe('A rabbit hole.');
  });
});
