import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '@codehop/content';
import { CHARACTER_NOUNS, nameTheCharacter, nameTheCharacterIn, type FormPairs } from './character-words.ts';

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

describe('a translated guide names the chosen character in its own grammar', () => {
  const de: FormPairs = [['der Hase', 'das Mädchen'], ['den Hasen', 'das Mädchen'], ['dem Hasen', 'dem Mädchen']];
  it('German: each case to the same case, capitalised at the start', () => {
    expect(nameTheCharacterIn('Du bist der Hase. Dein Code sagt dem Hasen, was er tun soll. Der Hase hüpft. Bewege den Hasen.', 'de', de)).toBe(
      'Du bist das Mädchen. Dein Code sagt dem Mädchen, was er tun soll. Das Mädchen hüpft. Bewege das Mädchen.',
    );
  });

  it('Spanish: "al conejo" is the to-form, and "del conejo" is left whole', () => {
    const es: FormPairs = [['el conejo', 'la niña'], ['al conejo', 'a la niña'], ['al conejo', 'a la niña']];
    expect(nameTheCharacterIn('Tú eres el conejo. Tu código le dice al conejo qué hacer. El conejo salta.', 'es', es)).toBe(
      'Tú eres la niña. Tu código le dice a la niña qué hacer. La niña salta.',
    );
    expect(nameTheCharacterIn('debajo del conejo', 'es', es)).toBe('debajo del conejo');
  });

  it('Arabic: a preposition written onto the noun stays', () => {
    const ar: FormPairs = [['الأرنب', 'الفارس'], ['الأرنب', 'الفارس'], ['الأرنب', 'الفارس']];
    expect(nameTheCharacterIn('أنت الأرنب. الكود يخبر الأرنب بما يفعل، ويمشي بالأرنب.', 'ar', ar)).toBe('أنت الفارس. الكود يخبر الفارس بما يفعل، ويمشي بالفارس.');
  });
});
