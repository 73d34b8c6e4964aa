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
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod-jitless.ts rides in zod's chunk, so its `z.config` runs before any other chunk
            // builds a schema (zod decides on its eval probe when a schema is made).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]zod-jitless\.ts$/ },
            // early-reads.ts apart: the play page's early entry imports it and must not wait for
            // the API's schemas (and zod) to download and run.
            { name: 'early-reads', test: /packages[\\/]api[\\/]src[\\/]early-reads\.ts$/ },
            { name: 'api', test: /packages[\\/]api[\\/]src[\\/](?!early-reads\.ts)/ },
            // The play page's map and editor: fetched by dynamic imports in parallel with Python's
            // start (lib/game/game-loader.ts, features/play/editor/lazy-code-editor.tsx).
            { name: 'phaser', test: /node_modules[\\/]phaser[\\/]|lib[\\/]game[\\/]phaser-build\.js$/ },
            { name: 'editor', test: /node_modules[\\/](@codemirror|@lezer|codemirror|style-mod|w3c-keyname|crelt|@marijn)[\\/]/ },
          ],
        },
      },
    },
  },
});
