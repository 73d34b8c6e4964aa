import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { creatorEn } from './creator-en.ts';

const NAMESPACE = 'creator';

// The creator's words ship with the creator pages.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, creatorEn, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type CreatorKey = Leaves<typeof creatorEn>;
export type CreatorText = (key: CreatorKey, params?: Readonly<Record<string, string | number>>) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The level creator's translate function (typed by CreatorKey; re-renders on a language change). */
export function useCreatorText(): CreatorText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<CreatorText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
