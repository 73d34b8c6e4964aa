import type { i18n as I18n } from 'i18next';
import type { LevelData } from '../api/level-data.ts';
import type { CharacterId } from '@codehop/content';
import { CHARACTER_FORMS, NOUN_OF_CHARACTER } from '../../../components/tip-card/characters-en.ts';
import { nameTheCharacter, nameTheCharacterIn, type FormPairs } from './character-words.ts';

/** The level's words as this child reads them: written about the rabbit, told of their character. */
export interface LevelTexts {
  readonly meta: LevelData['meta'];
  readonly guide: string | null;
  readonly tutorial: string | null;
  readonly hint: string | null;
}

/** The rabbit's forms in `language` beside the character's, when the language has them. */
function formPairs(i18n: I18n | undefined, language: string, characterId: CharacterId): FormPairs {
  const noun = NOUN_OF_CHARACTER[characterId];
  if (i18n === undefined || noun === 'rabbit') return [];
  const rabbit = i18n.getResource(language, 'characters', 'rabbit') as Record<string, string> | undefined;
  const chosen = i18n.getResource(language, 'characters', noun) as Record<string, string> | undefined;
  if (!rabbit || !chosen) return [];
  return CHARACTER_FORMS.map((form) => [rabbit[form] ?? '', chosen[form] ?? ''] as const);
}

/**
 * The guide, tutorial and hint name the child's character: English by its own rules
 * (character-words.ts), a translation by the rabbit's forms in that language (the `characters` namespace).
 */
export function levelTexts(meta: LevelData['meta'], characterId: CharacterId, language = 'en', i18n?: I18n): LevelTexts {
  const pairs = formPairs(i18n, language, characterId);
  const told = (text: string | null | undefined): string | null => {
    if (!text) return null;
    // A level without this language's text comes in English: its English words are told too.
    const english = nameTheCharacter(text, characterId);
    return language.startsWith('en') ? english : nameTheCharacterIn(english, language, pairs);
  };
  return { meta, guide: told(meta.guide), tutorial: told(meta.tutorial), hint: told(meta.hint) };
}
