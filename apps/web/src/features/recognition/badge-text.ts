import type { Badge } from '@codehop/api';
import type { RecognitionKey } from './i18n/recognition-en.ts';

export interface BadgeWords {
  name: RecognitionKey;
  how: RecognitionKey;
  params: Record<string, string | number>;
}

/** Which words name a badge, from its kind: chapter and course names come from the course data. */
export function badgeWords(
  badge: Badge,
  names: { chapter: (courseId: string, chapterId: number) => string; course: (courseId: string) => string },
): BadgeWords {
  const count = badge.count ?? 0;
  const course = badge.course_id ? names.course(badge.course_id) : '';
  switch (badge.kind) {
    case 'levels':
      return count <= 1
        ? { name: 'badge.firstLevel.name', how: 'badge.firstLevel.how', params: {} }
        : { name: 'badge.levels.name', how: 'badge.levels.how', params: { count } };
    case 'chapter':
      return {
        name: 'badge.chapter.name',
        how: 'badge.chapter.how',
        params: { chapter: badge.course_id && badge.chapter_id ? names.chapter(badge.course_id, badge.chapter_id) : '' },
      };
    case 'course':
      return { name: 'badge.course.name', how: 'badge.course.how', params: { course } };
    case 'quizzes':
      return { name: 'badge.firstQuiz.name', how: 'badge.firstQuiz.how', params: {} };
    case 'perfect_quiz':
      return { name: 'badge.perfectQuiz.name', how: 'badge.perfectQuiz.how', params: {} };
    case 'all_quizzes':
      return { name: 'badge.allQuizzes.name', how: 'badge.allQuizzes.how', params: { course } };
    case 'streak':
      return { name: 'badge.streak.name', how: 'badge.streak.how', params: { count } };
    case 'challenges':
      return { name: 'badge.challenges.name', how: 'badge.challenges.how', params: { count } };
    default:
      return { name: 'badge.certificate.name', how: 'badge.certificate.how', params: {} };
  }
}
