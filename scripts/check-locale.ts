// `node --import tsx scripts/check-locale.ts CODE DIR`: checks the translation files of one
// language (DIR/<namespace>.json for every namespace of english-namespaces.ts) against the English,
// naming every missing, extra or broken key. Exit code 1 when anything is wrong.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkLocale, type Messages } from '../packages/api/src/locale-check.ts';
import { ENGLISH_NAMESPACES } from '../apps/web/src/locales/english-namespaces.ts';

const [code, dir] = process.argv.slice(2);
if (!code || !dir) {
  console.error('usage: check-locale.ts CODE DIR');
  process.exit(2);
}
let failed = false;
for (const [namespace, english] of Object.entries(ENGLISH_NAMESPACES)) {
  const file = path.join(dir, `${namespace}.json`);
  let translated: Messages;
  try {
    translated = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
    continue;
  }
  const problems = checkLocale(code, english, translated);
  for (const { key, problem } of problems) console.error(`${namespace}: ${key}: ${problem}`);
  failed ||= problems.length > 0;
}
console.log(failed ? `${code}: problems above` : `${code}: every key, placeholder and plural form is there`);
process.exit(failed ? 1 : 0);
