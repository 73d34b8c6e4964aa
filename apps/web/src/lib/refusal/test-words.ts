import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n } from 'i18next';
import { en } from '../../locales/en.ts';
import type { RefusalWords } from './describe-refusal.ts';
import { REFUSAL_NAMESPACE } from './i18n/refusal-words.ts';
import { refusalWords } from './i18n/refusal-words.ts';

// Tests only: a real i18next instance with English and the translations read from locales/.

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

function read(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}

export function testI18n(languages: readonly string[] = []): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: en },
      ...Object.fromEntries(
        languages.map((language) => [language, { translation: read(language, 'translation'), [REFUSAL_NAMESPACE]: read(language, REFUSAL_NAMESPACE) }]),
      ),
    },
  });
  return instance;
}

export function testWords(language = 'en'): RefusalWords {
  return refusalWords(testI18n(language === 'en' ? [] : [language]), language);
}
