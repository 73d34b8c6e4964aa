import { getCourse, isCourseId, type CourseId } from '@codehop/content';
import { useCourse } from '../../lib/api/course.ts';

export interface NamedChapter {
  id: number;
  name: string;
  levels: { slug: string; name: string }[];
}

/**
 * A course's chapters and levels with their names in the reader's language (from the course
 * call), the built-in English names until it answers or when it fails.
 */
export function useCourseNames(courseId: string): { name: string; chapters: NamedChapter[] } | null {
  const known = isCourseId(courseId);
  const remote = useCourse(known ? courseId : 'python');
  if (!known) return null;
  const course = getCourse(courseId as CourseId);
  const data = remote.data?.id === courseId ? remote.data : undefined;
  return {
    name: data?.name ?? course.name,
    chapters: course.chapters.map((chapter) => {
      const translated = data?.chapters.find((candidate) => candidate.id === chapter.id);
      return {
        id: chapter.id,
        name: translated?.name ?? chapter.name,
        levels: chapter.levels.map((level) => ({
          slug: level.slug,
          name: translated?.level_data.find((candidate) => candidate.slug === level.slug)?.name ?? level.name,
        })),
      };
    }),
  };
}
