import { describe, it, expect } from 'vitest';
import type { Chapter } from './api/course.ts';
import { courseProgress, isChapterDone, withBrowserCompletions } from './course-progress.ts';

function chapter(
  levels: Array<[completed: boolean, locked: boolean]>,
  extra: Partial<Chapter> = {},
): Chapter {
  return {
    id: 1,
    name: 'Loops',
    level_data: levels.map(([completed, locked], index) => ({
      slug: `loops-level${index + 1}`,
      name: `L${index + 1}`,
      completed,
      locked,
    })),
    quiz_exists: false,
    quiz_complete: false,
    class_locked: false,
    ...extra,
  };
}

describe('courseProgress', () => {
  it('counts completed, locked and incomplete levels over all chapters', () => {
    const counts = courseProgress([
      chapter([
        [true, false],
        [false, false],
      ]),
      chapter([
        [false, true],
        [false, true],
        [true, true],
      ]),
    ]);
    expect(counts).toEqual({ completed: 2, locked: 2, incomplete: 1, total: 5 });
  });

  it('counts the levels of a class-locked chapter as locked', () => {
    expect(courseProgress([chapter([[false, false]], { class_locked: true })]).locked).toBe(1);
  });

  it('is all zero for an empty course', () => {
    expect(courseProgress([])).toEqual({ completed: 0, locked: 0, incomplete: 0, total: 0 });
  });
});

describe('isChapterDone', () => {
  it.each([
    [
      'all levels complete, no quiz',
      chapter([
        [true, false],
        [true, false],
      ]),
      true,
    ],
    [
      'a level left',
      chapter([
        [true, false],
        [false, false],
      ]),
      false,
    ],
    [
      'quiz not taken',
      chapter([[true, false]], { quiz_exists: true, quiz_complete: false }),
      false,
    ],
    ['quiz taken', chapter([[true, false]], { quiz_exists: true, quiz_complete: true }), true],
    ['no levels', chapter([]), false],
  ])('%s', (_name, input, expected) => {
    expect(isChapterDone(input)).toBe(expected);
  });
});

describe('withBrowserCompletions', () => {
  it("counts a visitor's levels finished in this browser, as the level strip ticks them", () => {
    const outline = [chapter([[false, false], [false, false], [false, false], [false, true]])];
    const here = new Set(['loops-level1', 'loops-level2', 'loops-level3']);
    expect(courseProgress(outline).completed).toBe(0);
    const merged = withBrowserCompletions(outline, (slug) => here.has(slug));
    expect(courseProgress(merged)).toEqual({ completed: 3, locked: 1, incomplete: 0, total: 4 });
    expect(outline[0]?.level_data[0]?.completed).toBe(false);
  });
});
