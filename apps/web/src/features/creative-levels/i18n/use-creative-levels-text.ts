import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { creativeLevelsEn } from './creative-levels-en.ts';

const NAMESPACE = 'creative-levels';

if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, creativeLevelsEn, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type CreativeLevelsKey = Leaves<typeof creativeLevelsEn>;
export type CreativeLevelsText = (key: CreativeLevelsKey, params?: Readonly<Record<string, string | number>>) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The community pages' translate function (typed; re-renders on a language change). */
export function useCreativeLevelsText(): CreativeLevelsText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<CreativeLevelsText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
