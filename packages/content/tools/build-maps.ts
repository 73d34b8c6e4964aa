import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { levelsDirectory } from '../src/loader/levels-directory.ts';
import { buildMap, parseMapLayout } from './map-layout.ts';
import { formatMapJson } from './map-json.ts';

/**
 * Turns every level's map.txt into its map.json: `node --import tsx tools/build-maps.ts [slug...]`.
 * The generated files are committed; the content checks fail when one is out of date.
 */
const only = new Set(process.argv.slice(2));
let written = 0;
for (const course of readdirSync(levelsDirectory)) {
  const courseDir = path.join(levelsDirectory, course);
  for (const slug of readdirSync(courseDir).sort()) {
    if (only.size > 0 && !only.has(slug)) continue;
    const layoutFile = path.join(courseDir, slug, 'map.txt');
    if (!existsSync(layoutFile)) continue;
    const built = buildMap(parseMapLayout(readFileSync(layoutFile, 'utf8')));
    const text = formatMapJson(built.tiled);
    const target = path.join(courseDir, slug, 'map.json');
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
      writeFileSync(target, text);
      written++;
      console.log(`wrote ${course}/${slug}/map.json (${built.width}x${built.height})`);
    }
  }
}
console.log(`${written} map(s) written`);
