import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { courseLevelsInOrder, getCourse } from '../src/courses/index.ts';
import { levelsDirectory, loadLevelTexts, localizeTemplate, templateComments, type LevelTexts } from '../src/loader/index.ts';
import { checkedCourses, commandsUsed } from './content-levels.ts';
import { translationProblems } from './translation-rules.ts';

/** The languages every level of every course ships in besides English (issue 19). */
const LANGUAGES = ['es', 'de', 'ar'] as const;
const FIELDS = ['guide', 'tutorial', 'hint'] as const;

const courses = checkedCourses();

describe('translationProblems', () => {
  const english = 'Walk with `move_forward(steps)`.\n\n```python\nmove_forward(2)  # two steps\n```\n\nSay {name}.\n';

  it('accepts a translation that keeps the code and translates comments and prose', () => {
    expect(translationProblems(english, 'Camina con `move_forward(steps)`.\n\n```python\nmove_forward(2)  # dos pasos\n```\n\nDi {name}.\n')).toEqual([]);
  });

  it('refuses a translated command, a changed code block and a broken placeholder', () => {
    expect(translationProblems(english, 'Camina con `avanzar(pasos)`.\n\n```python\nmove_forward(2)\n```\n\nDi {name}.\n')).toEqual([
      'lost the inline code `move_forward(steps)`',
    ]);
    expect(translationProblems(english, 'Camina con `move_forward(steps)`.\n\n```python\navanzar(2)\n```\n\nDi {name}.\n')).toEqual([
      'code block 1 differs from the English beyond its comments',
    ]);
    expect(translationProblems(english, 'Camina con `move_forward(steps)`.\n\nDi {name}.\n')).toEqual(['has 0 code blocks, the English 1']);
    expect(translationProblems(english, 'Camina con `move_forward(steps)`.\n\n```python\nmove_forward(2)\n```\n\nDi {nombre}.\n')).toEqual([
      'lost the placeholder {name}',
    ]);
  });
});

describe.each(courses)('%s in every language', (course) => {
  const entries = courseLevelsInOrder(course).map(({ entry }) => entry);
  const cases = entries.flatMap((entry) => LANGUAGES.map((language) => [entry.slug, language, entry.name] as const));

  it.each(cases)('%s in %s keeps the code, the commands and the placeholders of the English', async (slug, language, name) => {
    const directory = path.join(levelsDirectory, course, slug);
    const file = path.join(directory, 'i18n', `${language}.json`);
    expect(existsSync(file), `${slug}/i18n/${language}.json`).toBe(true);
    const texts: LevelTexts = await loadLevelTexts(course, slug, language);
    for (const field of ['name', ...FIELDS] as const) expect(texts[field], `${field} is translated`).toBeDefined();
    expect(texts.name).not.toBe(name);
    expect(texts.guide?.split('\n')[0], 'the guide title is the translated name').toBe(`# ${texts.name ?? ''}`);
    for (const field of FIELDS) {
      const english = readFileSync(path.join(directory, `${field}.md`), 'utf8');
      expect(translationProblems(english, texts[field] ?? ''), field).toEqual([]);
    }
    const solution = readFileSync(path.join(directory, 'solution.py'), 'utf8');
    for (const command of commandsUsed(solution)) expect(texts.guide, command).toContain(`${command}(`);
    // The code template's comments (issue 41): each in this language, none for a comment the
    // template no longer has; a comment that is itself code (`def __str__(self): ...`) stays.
    const template = readFileSync(path.join(directory, 'template.py'), 'utf8');
    const comments = templateComments(template).filter((comment) => !/^def \w+\(/.test(comment));
    expect(Object.keys(texts.comments ?? {}).filter((comment) => !comments.includes(comment)), 'comments the template does not have').toEqual([]);
    expect(comments.filter((comment) => texts.comments?.[comment] === undefined), 'comments left in English').toEqual([]);
    const told = localizeTemplate(template, texts.comments);
    expect(told.replace(/#.*$/gm, '#'), 'the code around the comments is the same').toBe(template.replace(/#.*$/gm, '#'));
  });

  it('names the course and every chapter in every language', () => {
    for (const language of LANGUAGES) {
      const file = path.join(levelsDirectory, `${course}.i18n`, `${language}.json`);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; chapters?: Record<string, string> };
      expect(texts.name, `${language} course name`).toBeTruthy();
      for (const chapter of getCourse(course).chapters) expect(texts.chapters?.[String(chapter.id)], `${language} chapter ${chapter.id}`).toBeTruthy();
    }
  });
});
