import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { publicBase } from '../../services/links.ts';
import { publicPages } from './public-pages.ts';
import { robotsText } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

const ONE_HOUR = 'public, max-age=3600';

interface SiteFiles {
  readonly robots: string;
  readonly sitemap: string;
  /** The sitemap is 3 MB of text (30 KB gzipped): compressed once here, not on every request. */
  readonly sitemapGzip: Buffer;
}

/**
 * /robots.txt and /sitemap.xml for search engines (outside /api, so not in the API document).
 * Links are absolute, on the configured public address (main.ts always sets one), so both are
 * made once; an app without one (tests) makes them per request from the request's origin.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  let made: SiteFiles | null = null;
  const filesFor = (request: FastifyRequest): SiteFiles => {
    if (made) return made;
    const base = publicBase(request);
    const sitemap = sitemapXml(base, publicPages());
    const files = { robots: robotsText(base), sitemap, sitemapGzip: gzipSync(sitemap) };
    if (app.services.publicUrl !== undefined) made = files;
    return files;
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(filesFor(request).robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const files = filesFor(request);
    reply.header('cache-control', ONE_HOUR).header('vary', 'accept-encoding').type('application/xml; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(files.sitemapGzip);
    return reply.send(files.sitemap);
  });
};
