import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Pyodide's core files, as the browser worker asks for them under `pyodidePath()`. */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

const VIRTUAL = 'virtual:pyodide-path';
const RESOLVED = '\0' + VIRTUAL;

/**
 * Where the app asks for Pyodide: its version is in the path (`/pyodide/0.29.0/`), so the server
 * can let browsers keep the 12.8 MB for a year as immutable; a new Pyodide is a new path.
 */
export function pyodidePath(): string {
  const version = (require('pyodide/package.json') as { version: string }).version;
  return `/pyodide/${version}/`;
}

/**
 * Copies Pyodide's core files into the build (`dist/pyodide/<version>/`) with gzip and brotli copies beside
 * each, made once here: the server sends them as they are (`preCompressed`) instead of compressing
 * the 9.6 MB WebAssembly on every request. The copies are the ones the build's Python snapshot
 * was made with, so the two always match. Brotli at quality 9: a few seconds, against half a
 * minute for 11, for 12 % more bytes. `import pyodidePath from 'virtual:pyodide-path'` gives the
 * app the versioned path (dev too: the server serves its own copy there).
 */
export function pyodideFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'codehop:pyodide-files',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(pyodidePath())};` : null;
    },
    writeBundle() {
      const source = path.dirname(require.resolve('pyodide/pyodide.mjs'));
      const target = path.join(outDir, pyodidePath());
      mkdirSync(target, { recursive: true });
      for (const name of PYODIDE_FILES) {
        const file = path.join(target, name);
        copyFileSync(path.join(source, name), file);
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
      }
    },
  };
}
