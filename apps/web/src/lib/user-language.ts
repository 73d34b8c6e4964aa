import { PICKABLE_LANGUAGES } from './i18n.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { switchLocalePath } from './locale-path.ts';

/**
 * The language an account's page should be in when it differs from the address's: the account's
 * own choice, when it made one (English is also what an account holds when nobody chose, so it
 * never pulls a reader out of their language) and that language has text in this build.
 */
export function languageToFollow(accountLanguage: string | null | undefined, locale: string): string | null {
  if (!accountLanguage || accountLanguage === locale || accountLanguage === DEFAULT_LANGUAGE) return null;
  return PICKABLE_LANGUAGES.some((language) => language.code === accountLanguage) ? accountLanguage : null;
}

/** An in-app path (`/en/play/...?q#h`) moved into the account's language, when it should follow it. */
export function pathInAccountLanguage(path: string, accountLanguage: string | null | undefined): string {
  const url = new URL(path, 'http://codehop.invalid');
  const locale = url.pathname.split('/')[1] ?? '';
  const wanted = languageToFollow(accountLanguage, locale);
  return wanted ? switchLocalePath(url.pathname, wanted, url.search, url.hash) : path;
}
