import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { pyodidePath } from './plugins/static-files.ts';
import { describeWithApp } from './test/test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'codehop-web-'));
mkdirSync(path.join(webDist, 'assets-app'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Codehop</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets-app', 'main-abc123.js'), `console.info(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(webDist, 'assets-app', 'main-abc123.js.map'), '{"version":3,"sources":[],"mappings":""}');

describeWithApp(
  'the HTTP app',
  (context) => {
    it('isolates every page and asset cross-origin so SharedArrayBuffer works', async () => {
      for (const url of ['/en/', '/assets-app/main-abc123.js', '/api/health', `${pyodidePath()}pyodide.mjs`]) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
        expect(response.headers['cross-origin-embedder-policy'], url).toBe('require-corp');
      }
    });

    it('allows WebAssembly in the CSP and nothing from other origins', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/en/' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/https?:/);
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
    });

    it('falls back to index.html for page paths, revalidated on every visit', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/fr/play/python/intro-level1?x=1' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    });

    it('answers the root with the app, which sends it on to /en/', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/?utm_source=newsletter' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    });

    it('caches hashed bundles for a year and compresses them', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/assets-app/main-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it('serves Pyodide from our own server under its version, cached a year as immutable', async () => {
      expect(pyodidePath()).toMatch(/^\/pyodide\/\d+\.\d+\.\d+[^/]*\/$/);
      const response = await context.app.inject({ method: 'HEAD', url: `${pyodidePath()}pyodide.asm.wasm` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/wasm');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("sends unversioned and other versions' Pyodide paths on to this version", async () => {
      for (const old of ['/pyodide/pyodide.mjs', '/pyodide/0.1.0/pyodide.mjs']) {
        const response = await context.app.inject({ method: 'GET', url: old });
        expect(response.statusCode, old).toBe(302);
        expect(response.headers.location, old).toBe(`${pyodidePath()}pyodide.mjs`);
        expect(response.headers['cache-control'], old).toBe('no-cache');
      }
    });

    it('keeps source maps from visitors: not served, not named, not the app page in their place', async () => {
      const script = await context.app.inject({ method: 'GET', url: '/assets-app/main-abc123.js' });
      expect(script.headers.sourcemap).toBeUndefined();
      expect(script.body).not.toContain('sourceMappingURL');
      const map = await context.app.inject({ method: 'GET', url: '/assets-app/main-abc123.js.map' });
      expect(map.statusCode).toBe(404);
      const missing = await context.app.inject({ method: 'GET', url: '/assets-app/gone-123.js' });
      expect(missing.statusCode).toBe(404);
    });

    it('publishes the OpenAPI document generated from the zod schemas', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{ paths: Record<string, unknown> }>();
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/feedback']));
      const page = await context.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
    });

    it('never shows internals when a request fails unexpectedly', async () => {
      const response = await context.app.inject({ method: 'DELETE', url: '/api/health' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(Object.keys(response.json())).toEqual(['detail', 'code']);
    });
  },
  { webDist },
);

// A build with its own copy of Pyodide (apps/web/build/pyodide-files.ts) and the copies compressed once.
const builtDist = mkdtempSync(path.join(tmpdir(), 'codehop-web-'));
writeFileSync(path.join(builtDist, 'index.html'), '<!doctype html><title>Codehop</title><div id="root"></div>');
const builtPyodide = path.join(builtDist, pyodidePath());
mkdirSync(builtPyodide, { recursive: true });
const wasm = Buffer.alloc(64 * 1024, 7);
writeFileSync(path.join(builtPyodide, 'pyodide.mjs'), 'export {};');
writeFileSync(path.join(builtPyodide, 'pyodide.asm.wasm'), wasm);
writeFileSync(path.join(builtPyodide, 'pyodide.asm.wasm.gz'), gzipSync(wasm));
writeFileSync(path.join(builtPyodide, 'pyodide.asm.wasm.br'), brotliCompressSync(wasm));
mkdirSync(path.join(builtDist, 'assets-app'));
writeFileSync(path.join(builtDist, 'assets-app', 'main-abc123.js'), 'export {};');
writeFileSync(path.join(builtDist, 'assets-app', 'main-abc123.js.map'), '{"version":3,"sources":[],"mappings":""}');

describeWithApp(
  'the HTTP app with a built Pyodide',
  (context) => {
    it.each([
      ['gzip', gzipSync(wasm)],
      ['br', brotliCompressSync(wasm)],
    ])("sends the build's %s copy of Pyodide's files as it is", async (encoding, expected) => {
      const response = await context.app.inject({ method: 'GET', url: `${pyodidePath()}pyodide.asm.wasm`, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/wasm');
      expect(response.rawPayload.equals(expected)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves source maps to developers with SOURCE_MAPS=1 and names them in a SourceMap header', async () => {
      const script = await context.app.inject({ method: 'GET', url: '/assets-app/main-abc123.js' });
      expect(script.headers.sourcemap).toBe('/assets-app/main-abc123.js.map');
      const map = await context.app.inject({ method: 'GET', url: '/assets-app/main-abc123.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.json()).toMatchObject({ version: 3 });
    });
  },
  { webDist: builtDist, config: { sourceMaps: true } },
);
