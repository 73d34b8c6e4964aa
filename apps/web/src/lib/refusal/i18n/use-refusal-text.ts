import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n.ts';
import { REFUSAL_NAMESPACE, registerRefusalWords } from './refusal-words.ts';
import type { refusalEn } from './refusal-en.ts';

registerRefusalWords(i18n);

type ActionKey = `action.${keyof typeof refusalEn.action}`;
type HeadingKey = `heading.${keyof typeof refusalEn.heading}`;
export type RefusalTextKey = ActionKey | HeadingKey | 'hasCourse';

type MainKey = 'courses.python.label' | 'courses.advancedPython.label' | 'profile.billing.play';
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export interface RefusalText {
  (key: RefusalTextKey, params?: Readonly<Record<string, string | number>>): string;
  /** A key of the main namespace: course names, "Play the free levels". */
  main(key: MainKey): string;
}

/** The refusal views' translate function (re-renders on a language change). */
export function useRefusalText(): RefusalText {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const fixed = (instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT)(language, REFUSAL_NAMESPACE);
    const translate = (key: RefusalTextKey, params?: Readonly<Record<string, string | number>>) =>
      fixed(key, params ? { ...params } : undefined);
    return Object.assign(translate, { main: (key: MainKey) => t(key) });
  }, [instance, language, t]);
}
