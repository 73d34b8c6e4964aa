import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { codebookEn } from './codebook-en.ts';
import { engineEn } from './engine-en.ts';
import { itemsEn } from './items-en.ts';
import { playEn, type PlayKey } from './play-en.ts';

const NAMESPACE = 'play';

// The play strings ship with the play chunk, so the home page never carries them.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, playEn, true, true);
for (const [namespace, english] of [['engine', engineEn], ['items', itemsEn], ['codebook', codebookEn]] as const) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english, true, true);
}

export type PlayText = (key: PlayKey, params?: Readonly<Record<string, string | number>>) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/**
 * The play screen's translate function. The app's typed i18n only knows the default namespace,
 * so keys are typed here by PlayKey instead; the component still re-renders on a language change.
 */
export function usePlayText(): PlayText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<PlayText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}

/** The same text outside React (the Phaser scene, the run loop). */
export function playText(key: PlayKey, params?: Readonly<Record<string, string | number>>): string {
  const fixed = i18n.getFixedT(i18n.language, NAMESPACE) as unknown as LooseT;
  return fixed(key, params ? { ...params } : undefined);
}

/** An item's name in the reader's language (the English name where a language lacks it). */
export function itemName(type: string): string {
  const fixed = i18n.getFixedT(i18n.language, 'items') as unknown as LooseT;
  return fixed(type, { defaultValue: type.replace(/_/g, ' ') });
}

/** A Code Book text (what a command does, an error family, the book's own words), in the reader's language. */
export function codebookText(key: string, english: string): string {
  const fixed = i18n.getFixedT(i18n.language, 'codebook') as unknown as LooseT;
  return fixed(key, { defaultValue: english });
}

/** What a command does, in the reader's language. */
export const commandDoc = codebookText;
