import type { LevelData } from '../api/level-data.ts';
import type { CharacterId } from '@codehop/content';
import { nameTheCharacter } from './character-words.ts';

/** The level's words as this child reads them: written about the rabbit, told of their character. */
export interface LevelTexts {
  readonly meta: LevelData['meta'];
  readonly guide: string | null;
  readonly tutorial: string | null;
  readonly hint: string | null;
}

export function levelTexts(meta: LevelData['meta'], characterId: CharacterId): LevelTexts {
  return {
    meta,
    guide: meta.guide ? nameTheCharacter(meta.guide, characterId) : null,
    tutorial: meta.tutorial ? nameTheCharacter(meta.tutorial, characterId) : null,
    hint: meta.hint ? nameTheCharacter(meta.hint, characterId) : null,
  };
}
