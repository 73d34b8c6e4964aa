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

export const gameAssetsDirectory = path.join(repoRoot, 'packages/content/assets');

/**
 * Serves the built web app (hashed bundles cached for a year, index.html revalidated), the game
 * art under /assets/ and Pyodide under /pyodide/, then answers any other page path with the
 * app's index.html so the client router can take it (the SPA fallback).
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<void> {
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
  // the npm package's files, compressed per request.
  const builtPyodide = path.join(webDist, 'pyodide');
  const pyodideBuilt = existsSync(path.join(builtPyodide, 'pyodide.mjs'));
  await app.register(fastifyStatic, {
    root: pyodideBuilt ? builtPyodide : pyodideDirectory(),
    prefix: '/pyodide/',
    decorateReply: false,
    preCompressed: pyodideBuilt,
    setHeaders: (res) => res.header('cache-control', ONE_DAY),
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
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets-app${path.sep}`);
        res.header('cache-control', hashed ? ONE_YEAR : 'no-cache');
      },
    });
  }

  // The root and any other page path get the app's index.html; the client router then sends
  // `/` to `/en/` keeping the query string (spec/platform.md §2).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (answerMethodNotAllowed(request, reply, pathname)) return reply;
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsPage) {
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
