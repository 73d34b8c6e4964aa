import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import type { CharacterNoun } from './characters-en.ts';
import { coachEn } from './coach-en.ts';
import { sayWords } from './run-words.ts';

const NAMESPACE = 'coach';

if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, coachEn, true, true);

export type CoachText = (key: string, params?: Readonly<Record<string, unknown>>) => string;

/**
 * The coach's words in the reader's language, naming their character (`character`, "your
 * character" when unknown). A tip's key may come with `coach.` in front; a parameter that is a
 * key (`next`, `message`) is said too, an item id (`itemType`) as the item's name (run-words.ts).
 */
export function useCoachText(character: CharacterNoun = 'character'): CoachText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<CoachText>((key, params) => sayWords(instance, language, key, params, character), [instance, language, character]);
}
