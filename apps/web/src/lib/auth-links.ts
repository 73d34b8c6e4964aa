/**
 * `login` or `signup` with the page to come back to, as a path under the locale. The server
 * checks the redirect rule again; this only avoids sending people back to an auth page.
 */
export function authPagePath(page: 'login' | 'signup', returnTo: string | null): string {
  if (!returnTo || isAuthPath(returnTo)) return page;
  return `${page}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/**
 * The page a Log In or Sign Up link should come back to, from the page it is on: that page, or on
 * an auth page the redirect that page already carries, so links never nest
 * `?redirect=/en/login?redirect=...` and nobody is sent back to a login form.
 */
export function returnPathFor(pathname: string, search: string): string | null {
  if (!isAuthPath(pathname)) return `${pathname}${search}`;
  const carried = new URLSearchParams(search).get('redirect');
  return carried && carried.startsWith('/') && !carried.startsWith('//') && !isAuthPath(carried) ? carried : null;
}

const AUTH_PAGES = new Set(['login', 'signup', 'reset-password', 'forgot-password', 'login-org']);

/** Whether a `/{lng}/...` path is one of the auth pages of spec/platform.md §2 or below one. */
export function isAuthPath(pathname: string): boolean {
  const page = pathname
    .split('?')[0]
    ?.split('/')
    .filter((segment) => segment !== '')[1];
  return page !== undefined && AUTH_PAGES.has(page.toLowerCase());
}

/** Where Google sign-in starts: the server redirects to the provider and back (platform §2, §7). */
export function googleAuthorizeUrl(redirect: string | null, locale: string): string {
  const query = new URLSearchParams({ locale });
  if (redirect) query.set('redirect', redirect);
  return `/api/auth/google/authorize?${query.toString()}`;
}
