import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Arabic family's walk (issue 41): a landmark a screen reader announced in English, and a
// count whose noun only agreed with numbers from 11 to 99.
const localesDirectory = path.dirname(fileURLToPath(import.meta.url));
const sourceDirectory = path.dirname(localesDirectory);

function tsxUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return tsxUnder(file);
    return file.endsWith('.tsx') && !file.endsWith('.test.tsx') ? [file] : [];
  });
}

describe('Arabic words', () => {
  it('says every landmark and label through the translation (no aria-label written in English)', () => {
    const written = /aria-label="[A-Za-z]/;
    const found = tsxUnder(sourceDirectory).filter((file) => written.test(readFileSync(file, 'utf8')));
    expect(found.map((file) => path.relative(sourceDirectory, file))).toEqual([]);
  });

  it('never puts the map size count straight before its noun (Arabic counted nouns change with the number)', () => {
    const narration = JSON.parse(readFileSync(path.join(localesDirectory, 'ar', 'narration.json'), 'utf8')) as { map: { size: string } };
    expect(narration.map.size).toContain('{{width}}');
    expect(narration.map.size).not.toMatch(/\{\{(width|height)\}\}\s*\p{L}/u);
  });
});
