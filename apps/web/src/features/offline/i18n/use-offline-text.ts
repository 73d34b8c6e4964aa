import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { offlineEn } from './offline-en.ts';

const NAMESPACE = 'offline';

if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, offlineEn, true, true);

type OfflineKey = 'updateReady' | 'reload' | 'offline' | 'waiting' | 'sent';
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The offline notices' translate function (re-renders on a language change). */
export function useOfflineText(): (key: OfflineKey, params?: { count: number }) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback(
    (key: OfflineKey, params?: { count: number }) => {
      // Not declared in lib/i18next.d.ts (a shared file): the namespace's keys are typed here.
      const fixed = (instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT)(language, NAMESPACE);
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
