export const UTM_COOKIE_NAME = 'utm_source';
/** spec/platform.md §9: utm_source is kept 30 days. */
export const UTM_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// A campaign tag is short; anything longer is noise we do not want in every request header.
const MAX_SOURCE_LENGTH = 200;

/**
 * The Set-Cookie string that remembers where a visitor came from, or null when the query has
 * no usable utm_source. A later visit with a new utm_source replaces the old one.
 */
export function utmCookie(search: string | URLSearchParams, secure: boolean): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const source = params.get('utm_source')?.trim();
  if (!source || source.length > MAX_SOURCE_LENGTH) return null;
  const parts = [
    `${UTM_COOKIE_NAME}=${encodeURIComponent(source)}`,
    `Max-Age=${UTM_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads the saved utm_source back from a `document.cookie` string. */
export function readUtmSource(cookieHeader: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === UTM_COOKIE_NAME) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Saves utm_source from the current query string, if there is one. */
export function rememberUtmSource(search: string): void {
  const cookie = utmCookie(search, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}
