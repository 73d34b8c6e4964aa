import { PRIVATE_PAGES } from './public-pages.ts';

/**
 * robots.txt as Google's parser reads it (one group for every crawler; `*` matches any locale
 * segment). The API and the signed-in areas are disallowed; the app's scripts, Pyodide and the
 * art stay allowed, since a crawler needs them to render a page.
 */
export function robotsText(base: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...PRIVATE_PAGES.map((page) => `Disallow: /*/${page}`),
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
