import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NARRATION_NAMESPACE } from '../../../lib/narration/narration-words.ts';
import type { narrationEn } from '../../../lib/narration/i18n/narration-en.ts';

type Settings = keyof (typeof narrationEn)['settings'];
type LooseT = (key: string) => string;

/** The settings' and the map description's words in the child's language. */
export function useSeeText(): (key: Settings) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((key: Settings) => (i18n.getFixedT(language, NARRATION_NAMESPACE) as unknown as LooseT)(`settings.${key}`), [i18n, language]);
}
