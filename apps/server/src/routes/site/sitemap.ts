import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '@codehop/api';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * The sitemap (sitemaps.org protocol with Google's `xhtml:link` alternates): every public page in
 * every language, each entry naming all its translations and, as `x-default`, the English page
 * that the root sends a visitor to.
 */
export function sitemapXml(base: string, pages: readonly string[]): string {
  const url = (language: string, page: string) => escapeXml(`${base}/${language}/${page}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...LANGUAGE_CODES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language, page)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, page)}"/>`,
    ].join('');
    for (const language of LANGUAGE_CODES) lines.push(`<url><loc>${url(language, page)}</loc>${alternates}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
