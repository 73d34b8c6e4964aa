import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { staffEn } from './staff-en.ts';

const NAMESPACE = 'staff';

// The staff words ship with the staff pages, so no learner ever downloads them.
if (!i18n.hasResourceBundle('en', NAMESPACE))
  i18n.addResourceBundle('en', NAMESPACE, staffEn, true, true);

// A plural's forms (`reportCount_one`, `reportCount_other`) are asked for by their base with a count.
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type StaffKey = Leaves<typeof staffEn>;
export type StaffText = (
  key: StaffKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The staff area's translate function (typed by StaffKey; re-renders on a language change). */
export function useStaffText(): StaffText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<StaffText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
