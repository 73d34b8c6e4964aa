import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { repoRoot } from '../config.ts';
import { answerMethodNotAllowed } from './method-not-allowed.ts';

const require = createRequire(import.meta.url);
const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/** Where Pyodide's core files sit inside its npm package (served by us, never from a CDN). */
export function pyodideDirectory(): string {
  return path.dirname(require.resolve('pyodide/pyodide.mjs'));
}

/**
 * Where browsers ask for Pyodide: its version in the path (the web build names the same one), so
 * its 12.8 MB are cached a year as immutable and a new Pyodide is simply a new path.
 */
export function pyodidePath(): string {
  const { version } = require('pyodide/package.json') as { version: string };
  return `/pyodide/${version}/`;
}

export const gameAssetsDirectory = path.join(repoRoot, 'packages/content/assets');

/**
 * Serves the built web app (hashed bundles cached for a year, index.html revalidated), the game
 * art under /assets/ and Pyodide under /pyodide/<version>/, then answers any other page path with the
 * app's index.html so the client router can take it (the SPA fallback).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  webDist: string,
  options: { sourceMaps: boolean } = { sourceMaps: false },
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);

  if (existsSync(gameAssetsDirectory)) {
    await app.register(fastifyStatic, {
      root: gameAssetsDirectory,
      prefix: '/assets/',
      decorateReply: false,
      setHeaders: (res) => res.header('cache-control', ONE_DAY),
    });
  }

  // The build's copy of Pyodide (the files its Python snapshot was made with) comes with gzip and
  // brotli copies made once (apps/web/build/pyodide-files.ts), sent as they are; without a build,
  // the npm package's files, compressed per request. Either way under the versioned path, for a year.
  const versioned = pyodidePath();
  const builtPyodide = path.join(webDist, versioned);
  const pyodideBuilt = existsSync(path.join(builtPyodide, 'pyodide.mjs'));
  await app.register(fastifyStatic, {
    root: pyodideBuilt ? builtPyodide : pyodideDirectory(),
    prefix: versioned,
    decorateReply: false,
    preCompressed: pyodideBuilt,
    setHeaders: (res) => res.header('cache-control', ONE_YEAR),
  });
  // Unversioned (or another version's) paths, as pages and service workers of older builds ask:
  // sent on to this version's file. Not cached, since the target moves with the next Pyodide.
  app.get('/pyodide/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'].replace(/^\d+\.\d+[^/]*\//, '');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.header('cache-control', 'no-cache').redirect(`${versioned}${rest}${query}`, 302);
  });

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes brotli and gzip copies of its files (and a gzip copy of the Python
      // snapshot, 15 MB -> 6 MB): sent as they are, instead of compressed again on every request.
      preCompressed: true,
      // A directory (such as `/`) is a page path, answered by the fallback below, not a 403.
      // The build's source maps are hidden (no comment in the scripts points at them) and only
      // served with SOURCE_MAPS=1, which also names each script's map in a `SourceMap` header
      // for the browser's developer tools; children's browsers never fetch them.
      allowedPath: (pathName) => !pathName.endsWith('/') && (options.sourceMaps || !pathName.endsWith('.map')),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets-app${path.sep}`);
        res.header('cache-control', hashed ? ONE_YEAR : 'no-cache');
        if (options.sourceMaps && /\.m?js$/.test(filePath) && existsSync(`${filePath}.map`)) {
          res.header('sourcemap', `/${path.relative(webDist, filePath).split(path.sep).join('/')}.map`);
        }
      },
    });
  }

  // The root and any other page path get the app's index.html; the client router then sends
  // `/` to `/en/` keeping the query string (spec/platform.md §2).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (answerMethodNotAllowed(request, reply, pathname)) return reply;
    // A missing script or a withheld source map is a 404, never the app's page in its place.
    const isFile = pathname.startsWith('/assets-app/') || pathname.endsWith('.map');
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsPage || isFile) {
      return reply.status(404).send({ detail: 'Not Found', code: 'not_found' });
    }
    if (!hasWebApp) {
      return reply
        .status(503)
        .send({ detail: 'The web app is not built yet: run `npm run build`.', code: 'web_not_built' });
    }
    // Read per request so a rebuild is picked up without a restart; the file is small.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexFile));
  });
}
