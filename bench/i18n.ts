// Language figures (issue 19): the gzip size of the largest lazily loaded translation chunk
// (goal <= 25 KB) and of the largest language as a whole, from the built app's manifest; and a
// check that no translation sits in what every visitor downloads (English must not grow because
// of the other 29).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(process.cwd(), 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

const byLanguage = new Map<string, number>();
let largest = { kb: 0, source: '' };
for (const [source, chunk] of Object.entries(manifest)) {
  const match = /src\/locales\/([a-z]{2})\/[\w-]+\.json$/.exec(source);
  if (!match?.[1]) continue;
  const kb = gzipKb(chunk.file);
  byLanguage.set(match[1], (byLanguage.get(match[1]) ?? 0) + kb);
  if (kb > largest.kb) largest = { kb, source };
}

// What the first page needs: the entries and everything they import statically.
const eager = new Set<string>();
const visit = (key: string) => {
  if (eager.has(key)) return;
  eager.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
const eagerTranslations = [...eager].filter((key) => /src\/locales\/[a-z]{2}\//.test(key));

const heaviest = [...byLanguage].sort((a, b) => b[1] - a[1])[0];
console.log(`i18n.languages_with_text ${byLanguage.size + 1}`);
console.log(`i18n.locale_chunk_kb ${largest.kb.toFixed(1)}`);
console.log(`i18n.locale_chunk_source ${largest.source || 'none'}`);
console.log(`i18n.language_total_kb_max ${heaviest ? `${heaviest[1].toFixed(1)} (${heaviest[0]})` : '0'}`);
console.log(`i18n.translations_in_first_download ${eagerTranslations.length}`);
if (eagerTranslations.length > 0) {
  console.error(`Translations in the first download: ${eagerTranslations.join(', ')}`);
  process.exit(1);
}
