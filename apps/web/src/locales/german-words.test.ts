import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The German family's walk (issue 41): one word per thing, whichever page or mail says it.
const localesDirectory = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(localesDirectory, '../../../..');

function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** Every German text a person reads: the app, the mails, the teacher guide, the levels and quizzes. */
const germanFiles = [
  ...filesUnder(path.join(localesDirectory, 'de'), (file) => file.endsWith('.json')),
  path.join(root, 'apps/server/src/mail-i18n/locales/de.json'),
  ...filesUnder(path.join(root, 'packages/content/guide/de'), (file) => file.endsWith('.json')),
  ...filesUnder(path.join(root, 'packages/content/levels'), (file) => file.endsWith(`${path.sep}i18n${path.sep}de.json`)),
  ...filesUnder(path.join(root, 'packages/content/src/quizzes/i18n/de'), (file) => file.endsWith('.json')),
];
const read = (file: string) => readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(root, file);

describe('German words', () => {
  it('finds the German texts', () => {
    expect(germanFiles.length).toBeGreaterThan(100);
  });

  it('calls a certificate an Urkunde, never a Zertifikat', () => {
    expect(germanFiles.filter((file) => /zertifikat/i.test(read(file))).map(relative)).toEqual([]);
  });

  it('names the Run button by the word the button shows', () => {
    const play = JSON.parse(read(path.join(localesDirectory, 'de', 'play.json'))) as { controls: { run: string } };
    const guides = germanFiles.filter((file) => file.includes(`${path.sep}packages${path.sep}content${path.sep}`));
    // "drück auf Ausführen", "**Ausführen**": the game's button says Start (the challenges page has its own).
    const other = /(auf|\*\*)\s*Ausführen\b|beim Ausführen nichts/;
    expect(play.controls.run).toBe('Start');
    expect(guides.filter((file) => other.test(read(file))).map(relative)).toEqual([]);
  });

  it('names the character without a pronoun of its own gender in the level texts (das Mädchen, die Dame)', () => {
    // Level texts are written about "der Hase" and told of the chosen character by its forms
    // (nameTheCharacterIn): a pronoun for the rabbit ("was er tun soll") would stay masculine.
    const characters = JSON.parse(read(path.join(localesDirectory, 'de', 'characters.json'))) as Record<string, Record<string, string>>;
    const rabbit = characters.rabbit ?? {};
    const forms = [rabbit.subject, rabbit.object, rabbit.to].filter((form): form is string => typeof form === 'string');
    const named = new RegExp(`(?<!\\p{L})(${forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, 'iu');
    const pronoun = /(?<!\p{L})(er|ihn|ihm|sein|seine|seinen|seinem|seiner|seines)(?!\p{L})/iu;
    // Pronouns in these sentences stand for something else.
    const elsewhere = new Set(['Der Felsen rollt 3 Felder, und der Hase folgt ihm.']);
    const levels = germanFiles.filter((file) => file.endsWith(`${path.sep}i18n${path.sep}de.json`));
    const found: string[] = [];
    for (const file of levels) {
      const texts = Object.values(JSON.parse(read(file)) as Record<string, unknown>).filter((text): text is string => typeof text === 'string');
      for (const text of texts) {
        const sentences = text.split(/(?<=[.!?:])\s+|\n+/);
        sentences.forEach((sentence, index) => {
          if (!named.test(sentence)) return;
          const next = sentences[index + 1] ?? '';
          if ((pronoun.test(sentence) && !elsewhere.has(sentence)) || /^(Er|Ihn|Ihm|Sein\p{L}*)\s/u.test(next)) found.push(`${relative(file)}: ${sentence}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
