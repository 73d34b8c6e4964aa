import { DEFAULT_LANGUAGE, isSupportedLanguage } from './languages.ts';

// A first segment shaped like a language tag ("xx", "pt-BR") is read as a locale; anything else
// ("tos", "courses") is a page that was linked without its locale.
const LOCALE_SHAPE = /^[a-z]{2}(?:[-_][a-z0-9]{2,8})*$/i;

/**
 * Where a location must go so that it sits under a supported locale, or null when it already does.
 * The query string and hash always come along (utm_source and email_verified live there).
 */
export function localeRedirect(pathname: string, search = '', hash = ''): string | null {
  const [first = '', ...rest] = pathname.replace(/^\/+/, '').split('/');
  if (first === '') return `/${DEFAULT_LANGUAGE}/${search}${hash}`;
  if (isSupportedLanguage(first)) return null;
  if (LOCALE_SHAPE.test(first)) {
    return `/${closestLanguage(first)}/${rest.join('/')}${search}${hash}`;
  }
  return `/${DEFAULT_LANGUAGE}/${[first, ...rest].join('/')}${search}${hash}`;
}

/** A supported code for a tag: "EN" -> en, "pt-BR" -> pt, "xx" -> en. */
export function closestLanguage(tag: string): string {
  const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The same page in another language, keeping the query string and hash. */
export function switchLocalePath(
  pathname: string,
  language: string,
  search = '',
  hash = '',
): string {
  const [, ...rest] = pathname.replace(/^\/+/, '').split('/');
  return `/${language}/${rest.join('/')}${search}${hash}`;
}

/** `/{lng}/{path}`: every in-app link goes through this so no page forgets its locale. */
export function localePath(language: string, path = ''): string {
  return `/${language}/${path.replace(/^\/+/, '')}`;
}
