import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@codehop/api';
import { useCourse } from '../../lib/api/course.ts';
import { findCourse } from '../../lib/courses.ts';
import { badgeWords } from './badge-text.ts';
import { useRecognitionText } from './i18n/use-recognition-text.ts';

/** A badge's name and how to earn it, in the reader's language (chapter names from the course data). */
export function useBadgeNames(): (badge: Badge) => { name: string; how: string } {
  const t = useRecognitionText();
  const { t: app } = useTranslation();
  const python = useCourse('python');
  const advanced = useCourse('advanced-python');
  return useCallback(
    (badge: Badge) => {
      const words = badgeWords(badge, {
        chapter: (courseId, chapterId) =>
          (courseId === 'python' ? python.data : advanced.data)?.chapters.find((chapter) => chapter.id === chapterId)?.name ?? `${chapterId}`,
        course: (courseId) => {
          const entry = findCourse(courseId);
          return entry ? app(entry.labelKey) : courseId;
        },
      });
      return { name: t(words.name, words.params), how: t(words.how, words.params) };
    },
    [t, app, python.data, advanced.data],
  );
}
