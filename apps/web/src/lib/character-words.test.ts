import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '@codehop/content';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { CHARACTER_NOUNS, nameTheCharacter, nameTheCharacterIn, tellOfCharacter, type FormPairs } from './character-words.ts';
import { chosenCharacter } from './chosen-character.ts';

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
    expect(nameTheCharacterIn('Du bist der Hase. Dein Code sagt dem Hasen, was zu tun ist. Der Hase hüpft. Bewege den Hasen.', 'de', de)).toBe(
      'Du bist das Mädchen. Dein Code sagt dem Mädchen, was zu tun ist. Das Mädchen hüpft. Bewege das Mädchen.',
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

describe('a quiz question names the chosen character too (issue 41)', () => {
  const characters = (code: string) => JSON.parse(readFileSync(new URL(`../locales/${code}/characters.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'de', resources: { de: { characters: characters('de') }, es: { characters: characters('es') } } });

  it('English, German and Spanish questions about the rabbit are about the knight', () => {
    expect(tellOfCharacter('How many steps does the rabbit take?', 'Knight', 'en', i18n)).toBe('How many steps does the knight take?');
    expect(tellOfCharacter('Wie viele Schritte macht der Hase?', 'Knight', 'de', i18n)).toBe('Wie viele Schritte macht der Ritter?');
    expect(tellOfCharacter('Wie viele Schritte macht der Hase?', 'Girl', 'de', i18n)).toBe('Wie viele Schritte macht das Mädchen?');
    expect(tellOfCharacter('¿Cuántos pasos da el conejo?', 'Knight', 'es', i18n)).toMatch(/^¿Cuántos pasos da el caballero\?$/);
    expect(tellOfCharacter('Wie viele Schritte macht der Hase?', 'Rabbit', 'de', i18n)).toBe('Wie viele Schritte macht der Hase?');
  });

  it('plays as the chosen student\'s avatar, else as the account\'s, else as the Rabbit', () => {
    expect(chosenCharacter({ character: 'Viking', student_details: { character: 'Knight' } })).toBe('Knight');
    expect(chosenCharacter({ character: 'Viking', student_details: null })).toBe('Viking');
    expect(chosenCharacter({ character: 'Nobody' })).toBe('Rabbit');
    expect(chosenCharacter(null)).toBe('Rabbit');
  });
});
