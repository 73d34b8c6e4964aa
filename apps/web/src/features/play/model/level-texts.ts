import type { i18n as I18n } from 'i18next';
import type { LevelData } from '../api/level-data.ts';
import type { CharacterId } from '@codehop/content';
import { tellOfCharacter } from '../../../lib/character-words.ts';

/** The level's words as this child reads them: written about the rabbit, told of their character. */
export interface LevelTexts {
  readonly meta: LevelData['meta'];
  readonly guide: string | null;
  readonly tutorial: string | null;
  readonly hint: string | null;
}

/**
 * The guide, tutorial and hint name the child's character: English by its own rules
 * (character-words.ts), a translation by the rabbit's forms in that language (the `characters` namespace).
 */
export function levelTexts(meta: LevelData['meta'], characterId: CharacterId, language = 'en', i18n?: I18n): LevelTexts {
  const told = (text: string | null | undefined): string | null => (text ? tellOfCharacter(text, characterId, language, i18n) : null);
  return { meta, guide: told(meta.guide), tutorial: told(meta.tutorial), hint: told(meta.hint) };
}
