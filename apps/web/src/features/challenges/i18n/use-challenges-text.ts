import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { challengesEn } from './challenges-en.ts';

const NAMESPACE = 'challenges';

// The challenge words ship with the challenge pages.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, challengesEn, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${StripPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type StripPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type ChallengesKey = Leaves<typeof challengesEn>;
export type ChallengesText = (key: ChallengesKey, params?: Readonly<Record<string, string | number>>) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The challenges' translate function (typed by ChallengesKey; re-renders on a language change). */
export function useChallengesText(): ChallengesText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<ChallengesText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
