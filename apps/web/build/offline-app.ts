import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PYODIDE_FILES, pyodidePath } from './pyodide-files.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const artDirectory = path.join(repoRoot, 'packages/content/assets');

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
  );
}

function fileRevision(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** Everything the play page needs that the server serves from outside the build. */
function extraEntries(): { url: string; revision: string | null }[] {
  // Pyodide's path holds its version (`/pyodide/<version>/`), so its URLs are keys enough: no
  // revision query, and the browser can answer them straight from the precache (sw.ts).
  const pyodide = PYODIDE_FILES.map((name) => ({ url: `${pyodidePath()}${name}`, revision: null }));
  const art = walk(artDirectory)
    .filter((file) => /\.(png|json|mp3|ogg|wav|webp|svg)$/.test(file))
    .map((file) => ({ url: '/assets/' + path.relative(artDirectory, file).split(path.sep).join('/'), revision: fileRevision(file) }));
  return [...pyodide, ...art];
}

/**
 * The service worker (issue 18, src/service-worker/sw.ts) built by vite-plugin-pwa with the
 * precache list injected: the app's files (the Python snapshot included), Pyodide and the art.
 * The app registers it itself (src/lib/offline/), after the play page is ready.
 */
export function offlineApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,woff2,woff,svg,png,webp,json,bin}'],
      // Pyodide's copies under pyodide/ are listed below with their version as the revision.
      globIgnores: ['**/*.gz', '**/*.br', '.vite/**', 'pyodide/**'],
      // The snapshot (15 MB) and Pyodide's WebAssembly (10 MB) are the point of the exercise.
      maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
      // Hashed names need no revision query.
      dontCacheBustURLsMatching: /^\/?assets-app\//,
      additionalManifestEntries: extraEntries(),
    },
  });
}
