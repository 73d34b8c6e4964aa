import { describe, expect, it } from 'vitest';
import { listCourses } from '../courses/index.ts';
import { readGuideFile } from './guide-files.ts';
import { codeSpans, guideChapterSchema, guideCourseSchema, guideCurriculumSchema, guideOverviewSchema } from './guide-schema.ts';

const TRANSLATIONS = ['es', 'de', 'ar'] as const;
/** Fields that are names, not prose: a translation keeps them exactly (code in backticks is kept everywhere). */
const KEPT = new Set(['id', 'family', 'minutes']);

const files = [
  { path: 'overview.json', schema: guideOverviewSchema },
  ...listCourses().flatMap((course) => [
    { path: `${course.id}.json`, schema: guideCourseSchema },
    ...course.chapters.map((chapter) => ({ path: `${course.id}/${chapter.id}.json`, schema: guideChapterSchema })),
  ]),
];

/** Differences in shape between the English file and a translation, as readable paths. */
function shapeDifferences(english: unknown, translated: unknown, at = ''): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${at}: not text`];
    const key = at.split('.').at(-1) ?? '';
    if (KEPT.has(key) && english !== translated) return [`${at}: must stay "${english}"`];
    const kept = codeSpans(english).join(' | ');
    return kept === codeSpans(translated).join(' | ') ? [] : [`${at}: code spans differ (${kept})`];
  }
  if (typeof english === 'number') return english === translated ? [] : [`${at}: must stay ${english}`];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return [`${at}: ${english.length} entries expected`];
    return english.flatMap((item, index) => shapeDifferences(item, translated[index], `${at}[${index}]`));
  }
  const englishObject = english as Record<string, unknown>;
  const translatedObject = (translated ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(englishObject), ...Object.keys(translatedObject)])].sort();
  return keys.flatMap((key) =>
    key in englishObject && key in translatedObject
      ? shapeDifferences(englishObject[key], translatedObject[key], `${at}.${key}`)
      : [`${at}.${key}: ${key in englishObject ? 'missing' : 'not in English'}`],
  );
}

describe("the Teacher's Guide", () => {
  it('has every page in English with every section', async () => {
    for (const file of files) {
      const english = await readGuideFile(`en/${file.path}`);
      expect(english, file.path).toBeDefined();
      expect(() => file.schema.parse(english), file.path).not.toThrow();
    }
    expect(files).toHaveLength(1 + 2 + 18);
  });

  it("meets named standards in every chapter, each explained by the chapter's English text", async () => {
    const curriculum = guideCurriculumSchema.parse(await readGuideFile('curriculum.json'));
    for (const course of listCourses()) {
      for (const chapter of course.chapters) {
        const key = `${course.id}/${chapter.id}`;
        const ids = curriculum.chapters[key] ?? [];
        for (const id of ids) expect(curriculum.standards[id], `${key}: ${id}`).toBeDefined();
        const frameworks = new Set(ids.map((id) => curriculum.standards[id]?.framework));
        expect([...frameworks].sort(), key).toEqual(['csta', 'england']);
        const english = guideChapterSchema.parse(await readGuideFile(`en/${key}.json`));
        expect(Object.keys(english.curriculum).sort(), key).toEqual([...ids].sort());
      }
    }
  });

  it('keeps a lesson plan to 45 minutes', async () => {
    for (const file of files.filter((entry) => entry.schema === guideChapterSchema)) {
      const { lesson } = guideChapterSchema.parse(await readGuideFile(`en/${file.path}`));
      const total = lesson.warmUp.minutes + lesson.unplugged.minutes + lesson.play.minutes + lesson.wrapUp.minutes;
      expect(total, file.path).toBe(45);
    }
  });

  it.each(TRANSLATIONS)('in %s has the overview, both course pages and the beginner chapters, shaped as in English with code untranslated', async (language) => {
    const present: string[] = [];
    for (const file of files) {
      const translated = await readGuideFile(`${language}/${file.path}`);
      if (translated === undefined) continue;
      present.push(file.path);
      expect(() => file.schema.parse(translated), `${language}/${file.path}`).not.toThrow();
      const english = await readGuideFile(`en/${file.path}`);
      expect(shapeDifferences(english, translated), `${language}/${file.path}`).toEqual([]);
    }
    expect(present).toEqual(expect.arrayContaining(['overview.json', 'python.json', 'advanced-python.json', ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) => `python/${id}.json`)]));
  });
});
