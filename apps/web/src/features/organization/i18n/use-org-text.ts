import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { organizationEn } from './organization-en.ts';

const NAMESPACE = 'organization';

// The school words ship with the school pages.
if (!i18n.hasResourceBundle('en', NAMESPACE))
  i18n.addResourceBundle('en', NAMESPACE, organizationEn, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Plural keys are called by their base name (`klass.runs` with a count). */
type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
export type OrgKey = PluralBase<Leaves<typeof organizationEn>>;
export type OrgText = (
  key: OrgKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The school pages' translate function (typed by OrgKey). */
export function useOrgText(): OrgText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<OrgText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
