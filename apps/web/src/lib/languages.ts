import { DEFAULT_LANGUAGE as API_DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@codehop/api';

/** One interface language: spec/platform.md §3 (code, name, native_name, flag_emoji). */
export interface Language {
  code: string;
  name: string;
  native_name: string;
  flag_emoji: string;
  /** Written right to left (the page direction flips). */
  rtl?: boolean;
}

export const DEFAULT_LANGUAGE: string = API_DEFAULT_LANGUAGE;

// Hebrew and Arabic are written right to left.
const RTL_CODES: ReadonlySet<string> = new Set(['he', 'ar']);

/** The 30 codes of spec/platform.md §3, in the spec's order (the list is shared with the server). */
export const LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES.map((language) => ({
  ...language,
  rtl: RTL_CODES.has(language.code),
}));

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

export function isSupportedLanguage(code: string): boolean {
  return byCode.has(code);
}

export function findLanguage(code: string): Language | undefined {
  return byCode.get(code);
}

/** The language for a supported code, else English. */
export function languageOrDefault(code: string): Language {
  return byCode.get(code) ?? (byCode.get(DEFAULT_LANGUAGE) as Language);
}

/**
 * The languages the picker offers: those whose text exists (English is built in). A language of
 * the spec without a translation keeps its URLs, but the picker does not pretend to switch to it.
 */
export function languagesWithText(translatedCodes: ReadonlySet<string>): readonly Language[] {
  return LANGUAGES.filter((language) => language.code === DEFAULT_LANGUAGE || translatedCodes.has(language.code));
}
