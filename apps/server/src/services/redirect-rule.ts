import { LANGUAGE_CODES } from '@codehop/api';

const AUTH_PAGES = new Set(['login', 'signup', 'reset-password', 'forgot-password', 'login-org']);
const LOCALES = new Set<string>(LANGUAGE_CODES);
const BASE = 'http://codehop.invalid';

export type RedirectVerdict = { ok: true; path: string } | { ok: false; reason: string };

/**
 * The redirect rule of spec/platform.md §2: honoured only when it starts with a single slash, not two,
 * and does not point at an auth page (login, signup, reset-password, forgot-password, login-org or any
 * subpath), with or without a locale segment. A redirect to the root becomes the locale root.
 * Browsers read `\` as `/` and drop tabs and newlines, so those are refused outright, and the path is
 * judged after the same normalisation a browser applies (dot segments, percent-encoding).
 */
export function checkRedirect(raw: string | undefined, locale: string): RedirectVerdict {
  if (raw === undefined || raw === '') return { ok: false, reason: 'missing' };
  if (!raw.startsWith('/')) return { ok: false, reason: 'not a local path' };
  if (raw.startsWith('//')) return { ok: false, reason: 'protocol-relative' };
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f]/.test(raw)) return { ok: false, reason: 'backslash, space or control character' };
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (url.origin !== BASE) return { ok: false, reason: 'leaves the site' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, reason: 'bad percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || /[\\\u0000-\u001f]/.test(decoded)) return { ok: false, reason: 'encoded slash trick' };
  const segments = decoded.toLowerCase().split('/').filter((segment) => segment !== '');
  const first = segments[0] !== undefined && LOCALES.has(segments[0]) ? segments[1] : segments[0];
  if (first !== undefined && AUTH_PAGES.has(first)) return { ok: false, reason: 'auth page' };
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/') return { ok: true, path: `/${safeLocale(locale)}/${url.search}${url.hash}` };
  return { ok: true, path };
}

export function safeLocale(locale: string | undefined | null): string {
  return locale && LOCALES.has(locale) ? locale : 'en';
}

/** After login: the valid redirect, else the last played level, else home (spec/platform.md §2). */
export function redirectAfterLogin(
  raw: string | undefined,
  locale: string,
  lastPlayed: { course_id: string; level_slug: string } | null,
  log?: (reason: string) => void,
): string {
  const verdict = checkRedirect(raw, locale);
  if (verdict.ok) return verdict.path;
  if (raw !== undefined && raw !== '') log?.(verdict.reason);
  const home = `/${safeLocale(locale)}/`;
  return lastPlayed ? `${home}play/${lastPlayed.course_id}/${lastPlayed.level_slug}` : home;
}

/** Google sign-in falls back to the root when the redirect is unusable. */
export function redirectAfterGoogle(raw: string | undefined, locale: string): string {
  const verdict = checkRedirect(raw, locale);
  return verdict.ok ? verdict.path : '/';
}
