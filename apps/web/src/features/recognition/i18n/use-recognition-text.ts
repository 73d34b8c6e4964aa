import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { recognitionEn, type RecognitionKey } from './recognition-en.ts';

const NAMESPACE = 'recognition';

// The badge and certificate words ship with those pages and the celebration.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, recognitionEn, true, true);

export type RecognitionText = (key: RecognitionKey, params?: Readonly<Record<string, string | number>>) => string;
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The badge and certificate pages' translate function (typed by RecognitionKey; re-renders on a language change). */
export function useRecognitionText(): RecognitionText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<RecognitionText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
