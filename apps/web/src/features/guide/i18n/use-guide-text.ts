import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { guideEn, type GuideKey } from './guide-en.ts';

const NAMESPACE = 'guide';

// The guide's words ship with the guide's pages.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, guideEn, true, true);

export type GuideText = (key: GuideKey, params?: Readonly<Record<string, string | number>>) => string;
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The guide pages' translate function (typed by GuideKey; re-renders on a language change). */
export function useGuideText(): GuideText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<GuideText>(
    (key, params) => {
      // Not declared in lib/i18next.d.ts (a shared file): the namespace's keys are typed here.
      const fixed = (instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT)(language, NAMESPACE);
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
