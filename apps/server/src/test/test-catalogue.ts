import { parseLevel } from '@codehop/engine';
import type { Course, CourseChapter, CourseId, LevelAccess } from '@codehop/content';
import type { PlayableLevel } from '@codehop/content/loader';
import type { CourseCatalogue } from '../services/course-catalogue.ts';

function chapter(id: number, name: string, prefix: string, accesses: LevelAccess[]): CourseChapter {
  return {
    id,
    name,
    slugPrefix: prefix,
    quizExists: true,
    levels: accesses.map((access, index) => ({ slug: `${prefix}-level${index + 1}`, name: `${name} ${index + 1}`, access })),
  };
}

/**
 * A small course with every kind of access the rules distinguish, shaped like the real catalogue:
 * intro-level1..4 for anyone, intro-level5..7 after sign-up, a paid second chapter. The progress
 * tests use it because the shipped course is still being written.
 */
export const testCourse: Course = {
  id: 'python',
  name: 'Beginner Python',
  description: 'Test course',
  firstLevel: 'intro-level1',
  planKey: 'python_course',
  chapters: [
    chapter(1, 'Variables and Types', 'intro', ['anyone', 'anyone', 'anyone', 'anyone', 'signed_in', 'signed_in', 'signed_in']),
    chapter(2, 'Basic Operators', 'operators', ['paid', 'paid']),
  ],
};

const tinyLevel = parseLevel({
  map: { width: 3, height: 1, layers: [{ name: 'ground_tiles', width: 3, height: 1, data: [1, 1, 1] }] },
  start: [0, 0],
});

export function testCatalogue(): CourseCatalogue {
  const courses: Record<CourseId, Course> = { python: testCourse, 'advanced-python': { ...testCourse, id: 'advanced-python', chapters: [] } };
  const findLevel: CourseCatalogue['findLevel'] = (courseId, slug) => {
    const course = courses[courseId];
    for (const located of course.chapters) {
      const index = located.levels.findIndex((level) => level.slug === slug);
      const entry = located.levels[index];
      if (entry) return { course, chapter: located, entry, levelNumber: index + 1 };
    }
    return undefined;
  };
  return {
    getCourse: (courseId) => courses[courseId],
    findLevel,
    async loadLevel(courseId, slug): Promise<PlayableLevel> {
      const located = findLevel(courseId, slug);
      if (!located) throw new Error(`no level ${slug}`);
      return {
        ...tinyLevel,
        slug,
        name: located.entry.name,
        chapter_id: located.chapter.id,
        chapter_name: located.chapter.name,
        level_id: located.levelNumber,
        guide: 'Walk to the end.',
        tutorial: '',
        hint: 'Use move_forward().',
        codeTemplate: 'move_forward()\n',
      };
    },
    // The test course has no translations: English everywhere.
    levelTexts: () => Promise.resolve({}),
    courseTexts: () => Promise.resolve({}),
    levelNames: () => Promise.resolve(new Map()),
  };
}
