import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { quizEn, type QuizKey } from './quiz-en.ts';

const NAMESPACE = 'quiz';

// The quiz words ship with the quiz pages.
if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, quizEn, true, true);

export type QuizText = (key: QuizKey, params?: Readonly<Record<string, string | number>>) => string;
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The quiz screens' translate function (typed by QuizKey; re-renders on a language change). */
export function useQuizText(): QuizText {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<QuizText>(
    (key, params) => {
      const fixed = instance.getFixedT(language, NAMESPACE) as unknown as LooseT;
      return fixed(key, params ? { ...params } : undefined);
    },
    [instance, language],
  );
}
