import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { earlyEntry } from './build/early-entry.ts';
import { phaserBuild } from './build/phaser-build.ts';
import { pythonSnapshot } from './build/python-snapshot.ts';
import { offlineApp } from './build/offline-app.ts';
import { preloadFont } from './build/preload-font.ts';
import { pyodideFiles } from './build/pyodide-files.ts';

// The runner blocks on Atomics.wait over a SharedArrayBuffer, which browsers only allow in a
// cross-origin isolated page, so dev and preview send the same isolation headers as the server.
const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * Our small modules that several pages share, merged into two files (see `codeSplitting` below):
 * what the game's pages (play, creator) share, and what every page shares.
 */
function playSharedModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (path.includes('/components/code-editor/')) return path.endsWith('/editor-palette.ts');
  // Of the game, only what React's side uses (the bus, the art's names, the host and loader):
  // the scene and its parts need Phaser and load with it.
  if (path.includes('/lib/game/')) return /\/lib\/game\/(play-bus|scene-constants|art|pile-badges|game-loader|game-host|game-view|scene-types)\.tsx?$/.test(path);
  return /\/components\/(tip-card\/|item-picture|report-level-dialog|lazy-markdown|markdown-preview|markdown-look)/.test(path);
}

function sharedAppModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (path.endsWith('/features/play/model/local-progress.ts')) return true;
  if (!/\/apps\/web\/src\/(lib|components)\//.test(path) || playSharedModule(id)) return false;
  // The renderers that stay behind their dynamic imports: Markdown, the code editor, the game.
  return !path.endsWith('/components/markdown.tsx') && !path.includes('/components/code-editor/') && !path.includes('/lib/game/');
}

const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
// Keys starting with ^ are regular expressions: a plain '/assets' prefix would also swallow the
// app's own '/assets-app/' files.
const proxy = Object.fromEntries(
  ['api', 'assets', 'pyodide'].map((prefix) => [
    `^/${prefix}(/|$)`,
    { target: apiUrl, changeOrigin: true },
  ]),
);

export default defineConfig({
  plugins: [
    react(),
    phaserBuild(),
    earlyEntry('/src/features/play/prestart.ts', 'prestart'),
    pythonSnapshot(),
    offlineApp(),
    preloadFont(),
    pyodideFiles(),
    // Brotli and gzip copies of the app's files, made once here and sent as they are by the server
    // (`preCompressed`): a first visit no longer waits while the server compresses ~40 files at
    // once on the machine the browser runs on, and brotli's best setting sends fewer bytes.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/], logLevel: 'silent' }),
  ],
  // Pyodide loads its own files at run time; pre-bundling it breaks its relative URLs.
  optimizeDeps: { exclude: ['pyodide'] },
  server: { port: 5173, strictPort: true, headers: isolationHeaders, proxy },
  preview: { port: 4173, headers: isolationHeaders, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server serves game art at /assets/, so the app's own hashed files live elsewhere.
    assetsDir: 'assets-app',
    // Every script gets a source map beside it, hidden: no comment in the script points at it and
    // the server answers maps (and names them in a `SourceMap` header) only with SOURCE_MAPS=1,
    // so developers can read a production stack trace while children never download them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json maps sources to chunks (bench/i18n.ts measures the locale chunks).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // The libraries every page runs, as one file (with zod-jitless.ts, so its `z.config`
            // runs before any other chunk builds a schema: zod decides on its eval probe when a
            // schema is made): one request instead of five, each
            // small enough on its own that the requests' round trips cost more than their bytes.
            // Libraries change less often than our code, so the file stays cached across deploys.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@mui|@emotion|@popperjs|react-transition-group|stylis|i18next|react-i18next|@tanstack|zod)[\\/]|src[\\/]zod-jitless\.ts$/,
              priority: 30,
            },
            // Vite's helper for dynamic imports stays on its own: the early entry needs it, and
            // it must not bring the shared file (and the libraries that one imports) along.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 50 },
            // early-reads.ts apart: the play page's early entry imports it and must not wait for
            // the API's schemas (and zod) to download and run.
            { name: 'early-reads', test: /packages[\\/]api[\\/]src[\\/]early-reads\.ts$/, priority: 40 },
            { name: 'api', test: /packages[\\/]api[\\/]src[\\/](?!early-reads\.ts)/, priority: 20 },
            // The play page's map and editor: fetched by dynamic imports in parallel with Python's
            // start (lib/game/game-loader.ts, features/play/editor/lazy-code-editor.tsx).
            { name: 'phaser', test: /node_modules[\\/]phaser[\\/]|lib[\\/]game[\\/]phaser-build\.js$/, priority: 30 },
            { name: 'editor', test: /node_modules[\\/](@codemirror|@lezer|codemirror|style-mod|w3c-keyname|crelt|@marijn)[\\/]/, priority: 30 },
            // Our own small modules that several pages share (the account menu, the courses; the
            // game's art, bus and host, the tip card): two files instead of some fifteen of 0.2
            // to 16 kB, which a first visit fetched one after another as each importer arrived.
            { name: 'shared', test: sharedAppModule, minShareCount: 2, priority: 15 },
            { name: 'play-shared', test: playSharedModule, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
