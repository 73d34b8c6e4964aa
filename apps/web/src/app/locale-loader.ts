import { redirect, type LoaderFunctionArgs } from 'react-router';
import { applyLanguage, storedLanguage } from '../lib/i18n.ts';
import { localeRedirect } from '../lib/locale-path.ts';
import { rememberUtmSource } from '../lib/utm-cookie.ts';

/**
 * Runs before any localised page renders: sends unsupported or missing locales to the right path
 * (query string kept), remembers utm_source, and loads the page's language so it never flashes
 * in English first.
 */
export async function localeLoader({ request, params }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const target = localeRedirect(url.pathname, url.search, url.hash);
  if (target) throw redirect(target);
  rememberUtmSource(url.search);
  await applyLanguage(params.lng ?? 'en');
  return null;
}

/** The bare root: `/` goes to the language this browser last used, else `/en/`, keeping the query string. */
export function rootLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const stored = storedLanguage();
  if (stored) return redirect(`/${stored}/${url.search}`);
  return redirect(localeRedirect('/', url.search) ?? '/en/');
}
