import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Phaser's sources mark optional parts with `typeof FLAG` tests that its own webpack build
// replaces (config/webpack.dist.config.js); the same replacement here drops the Canvas renderer
// (the play screen needs WebGL: context loss reloads the page), the WebGL debug hooks and the
// sound manager (the scenes play sounds through lib/game/view/scene-sounds.ts).
const FLAGS: Record<string, string> = {
  'typeof CANVAS_RENDERER': 'false',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof FEATURE_SOUND': 'false',
};
const FLAG_PATTERN = new RegExp(Object.keys(FLAGS).map((flag) => flag.replace(' ', '\\s+')).join('|'), 'g');

// Phaser's device check makes a throwaway WebGL context (and a 2D one) while its module first
// runs: ~90-240 ms of the play page's main thread with software WebGL, only to learn whether
// `AUTO` may pick WebGL. Without the Canvas renderer there is nothing else to pick, and the game
// makes its own context a moment later, so the answer is whether the browser has WebGL at all.
const WEBGL_TEST = 'Features.webGL = testWebGL();';
// (The test also learnt that ImageData holds a Uint8ClampedArray, as it does in every browser now.)
const WEBGL_PRESENT = "Features.webGL = !!window['WebGLRenderingContext']; isUint8 = typeof Uint8ClampedArray !== 'undefined';";

const phaserSource = path.join(path.dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'src');
const selection = fileURLToPath(new URL('../src/lib/game/phaser-build.js', import.meta.url));

/**
 * Builds the play screen against only the parts of Phaser it uses: `import 'phaser'` resolves to
 * `phaser-build.js`, which imports single modules from Phaser's sources (`phaser-src/...`, past
 * the package's `exports` map, which lists only the whole bundle). Types still come from the
 * package.
 */
export function phaserBuild(): Plugin {
  return {
    name: 'codehop:phaser-build',
    enforce: 'pre',
    // Builds only: the dev server pre-bundles dependencies without this plugin's flag replacement
    // and keeps the whole package (size does not matter there; the e2e specs run the build).
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^phaser$/, replacement: selection },
          { find: /^phaser-src\//, replacement: `${phaserSource}/` },
        ],
      },
    }),
    transform: {
      filter: { id: /[\\/]phaser[\\/]src[\\/].*\.js$/, code: /typeof\s+(CANVAS_RENDERER|WEBGL_RENDERER|WEBGL_DEBUG|FEATURE_SOUND)|Features\.webGL = testWebGL\(\);/ },
      handler(code) {
        const flagged = code.replace(FLAG_PATTERN, (flag) => FLAGS[flag.replace(/\s+/, ' ')] ?? flag);
        return { code: flagged.replace(WEBGL_TEST, WEBGL_PRESENT), map: null };
      },
    },
  };
}
