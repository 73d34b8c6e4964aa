import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../lib/i18n.ts';
import { childEn, type ChildKey } from './child-en.ts';

const NAMESPACE = 'child';

// The words ship with the child page (and its link on the student page).
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, childEn, true, true);

export type ChildText = (key: ChildKey, params?: Readonly<Record<string, string | number>>) => string;
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The parent's child page's translate function (typed by ChildKey; re-renders on a language change). */
export function useChildText(): ChildText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<ChildText>(
    (key, params) => {
      // Not declared in lib/i18next.d.ts (a shared file): the namespace's keys are typed here.
      const fixed = (instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT)(language, NAMESPACE);
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
