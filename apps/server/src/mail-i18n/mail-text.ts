import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { mailEn } from './mail-en.ts';

const localesDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** The languages with mail text besides English: one `locales/<code>.json` each, read once at start. */
function translations(): Record<string, { mail: unknown }> {
  const resources: Record<string, { mail: unknown }> = {};
  const files = existsSync(localesDirectory) ? readdirSync(localesDirectory) : [];
  for (const file of files) {
    const code = /^([a-z]{2})\.json$/.exec(file)?.[1];
    if (code) resources[code] = { mail: JSON.parse(readFileSync(path.join(localesDirectory, file), 'utf8')) as unknown };
  }
  return resources;
}

const mailI18n = i18next.createInstance();
void mailI18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['mail'],
  defaultNS: 'mail',
  resources: { en: { mail: mailEn }, ...translations() },
  // Mail bodies are plain text; the HTML parts escape what they put in themselves.
  interpolation: { escapeValue: false },
});

export type MailT = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** The words of a mail in a recipient's language (English where that language lacks them). */
export function mailText(language: string | null | undefined): MailT {
  const t = mailI18n.getFixedT(language && mailI18n.hasResourceBundle(language, 'mail') ? language : 'en', 'mail') as TFunction;
  return (key, params) => t(key, params ?? {}) as string;
}

/** The reader's locale for links in a mail: their language where the site has it, else English. */
export function mailLocale(language: string | null | undefined): string {
  return language && /^[a-z]{2}$/.test(language) ? language : 'en';
}
