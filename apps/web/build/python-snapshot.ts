import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:python-snapshot';
const RESOLVED = '\0' + VIRTUAL;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The Python memory snapshot in the build (issue 18). At build start the runner's script makes
 * sure `packages/runner/.cache/python-snapshot.bin` fits this Pyodide and runtime (making it when
 * not: an ordinary Node boot plus 30 ms); the build emits it under a content hash
 * (`assets-app/python-<hash>.bin`, cached for a year by the server) with a gzip copy beside it that
 * the server sends as is. `import snapshotURL from 'virtual:python-snapshot'` gives its URL, or
 * null in dev (the worker then boots Python the ordinary way).
 */
export function pythonSnapshot(): Plugin {
  let building = false;
  let fileName: string | null = null;
  let bytes: Buffer | null = null;
  let outDir = 'dist';
  return {
    name: 'codehop:python-snapshot',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (!building) return;
      const script = path.join(repoRoot, 'packages/runner/scripts/snapshot.ts');
      const file = execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
      bytes = readFileSync(file);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      fileName = `assets-app/python-${hash}.bin`;
      this.emitFile({ type: 'asset', fileName, source: bytes });
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(fileName === null ? null : '/' + fileName)};`;
    },
    writeBundle() {
      if (fileName === null || bytes === null) return;
      // 15 MB of memory (its zero pages left out), mostly code and data: about 6 MB gzipped, compressed once here.
      writeFileSync(path.join(outDir, fileName + '.gz'), gzipSync(bytes, { level: 9 }));
    },
  };
}
