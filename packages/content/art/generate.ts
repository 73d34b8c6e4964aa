import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeJson } from './lib/bitmap.ts';
import { buildAssets } from './build-assets.ts';
import { writeSounds } from './sounds.ts';
import { writeGuideImages } from './guides/write-guides.ts';

/**
 * Regenerates every runtime asset into packages/content/assets (served at /assets/). The
 * folder is wiped first so a renamed sprite never leaves a stale file behind; the output is
 * byte-for-byte the same on every run.
 */
const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');

function main(): void {
  const started = performance.now();
  rmSync(assetsDir, { recursive: true, force: true });
  const assets = buildAssets();
  for (const asset of assets) {
    const path = join(assetsDir, asset.path);
    if (asset.png) asset.png.save(path);
    if (asset.json !== undefined) writeJson(path, asset.json);
  }
  const sounds = writeSounds(join(assetsDir, 'sounds'));
  // Guide pictures reuse the sprites just written, so they come last (into the level folders).
  const guides = writeGuideImages();
  const ms = Math.round(performance.now() - started);
  console.log(`art.files ${assets.length + sounds.length + guides}`);
  console.log(`art.generate_ms ${ms}`);
}

main();
