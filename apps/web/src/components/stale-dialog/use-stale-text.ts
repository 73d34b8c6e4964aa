import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { staleEn } from './stale-en.ts';

const NAMESPACE = 'stale';

if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, staleEn, true, true);

export type StaleKey = keyof typeof staleEn;
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The stale dialog's translate function (re-renders on a language change). */
export function useStaleText(): (key: StaleKey, params?: Readonly<Record<string, string>>) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback(
    (key: StaleKey, params?: Readonly<Record<string, string>>) => {
      // Not declared in lib/i18next.d.ts (a shared file): the namespace's keys are typed here.
      const fixed = (instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT)(language, NAMESPACE);
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
