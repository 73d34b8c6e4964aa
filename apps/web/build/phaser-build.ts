import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Phaser's sources mark optional parts with `typeof FLAG` tests that its own webpack build
// replaces (config/webpack.dist.config.js); the same replacement here drops the Canvas renderer
// (the play screen needs WebGL: context loss reloads the page) and the WebGL debug hooks.
const FLAGS: Record<string, string> = {
  'typeof CANVAS_RENDERER': 'false',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof FEATURE_SOUND': 'true',
};
const FLAG_PATTERN = new RegExp(Object.keys(FLAGS).map((flag) => flag.replace(' ', '\\s+')).join('|'), 'g');

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
      filter: { id: /[\\/]phaser[\\/]src[\\/].*\.js$/, code: /typeof\s+(CANVAS_RENDERER|WEBGL_RENDERER|WEBGL_DEBUG|FEATURE_SOUND)/ },
      handler(code) {
        return { code: code.replace(FLAG_PATTERN, (flag) => FLAGS[flag.replace(/\s+/, ' ')] ?? flag), map: null };
      },
    },
  };
}
