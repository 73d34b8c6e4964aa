import { useTranslation } from 'react-i18next';

// Issue 41: a UK school read "December 2, 2026" and "12/2/2026". The page's language is only "en";
// the browser says which English (en-GB, en-AU...), so dates take the reader's own region of
// the page's language, never a region of another language.

/** The browser's preferred languages, best first ([] outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The locale to format dates in: the first regional variant of `language` the reader prefers, else `language`. */
export function dateLocale(language: string, preferred: readonly string[] = browserLanguages()): string {
  const base = language.toLowerCase().split('-')[0];
  const regional = preferred.find((tag) => {
    const [tagBase, region] = tag.toLowerCase().split('-');
    return tagBase === base && region !== undefined && Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0;
  });
  return regional ?? language;
}

/** dateLocale for the current page language. */
export function useDateLocale(): string {
  const { i18n } = useTranslation();
  return dateLocale(i18n.language);
}
