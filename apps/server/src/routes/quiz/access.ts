import type { RouteAccessRow } from '../../test/route-access.ts';

/** Family accounts (staff accounts are family accounts with a flag). */
const FAMILY = ['parent', 'parent_student', 'student_of_parent', 'platform_staff'] as const;
/**
 * Whoever plays: a visitor (judged, not stored) or a session with a chosen student (a parent's
 * world has its new student chosen); a signed-in account with nobody chosen gets 403.
 */
const PLAYERS = ['anonymous', 'parent', 'parent_student', 'student_of_parent', 'platform_staff'] as const;
/** Everyone outside the school world, whose class has quizzes off (403 quiz_off for whoever plays in it). */
const OUTSIDE_THE_QUIZ_OFF_CLASS = ['anonymous', 'parent', 'parent_student', 'student_of_parent', 'platform_staff'] as const;

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'GET',
    url: '/api/quiz/:course/:chapter_id',
    allowed: OUTSIDE_THE_QUIZ_OFF_CLASS,
    note: 'The questions are public; a chosen student also gets their standing; a class with quizzes off answers 403.',
    request: () => ({ url: '/api/quiz/python/1' }),
  },
  {
    method: 'POST',
    url: '/api/quiz/:course/:chapter_id/question/:question_id/answer',
    allowed: PLAYERS,
    note: 'A parent with nobody chosen gets 403 student_required, as for a run; a class with quizzes off 403 quiz_off.',
    request: () => ({ url: '/api/quiz/python/1/question/1/answer', payload: { answer: 0 } }),
  },
  {
    method: 'GET',
    url: '/api/quiz/:course/:chapter_id/student/:student_id',
    allowed: [...FAMILY, 'school_student', 'teacher', 'school_admin'],
    ownThingsOnly: true,
    note: 'The quiz review: the student\'s parent, a school student their own, the teachers of their class and the admins of their school.',
    request: (context) => ({ url: `/api/quiz/python/1/student/${context.ids.student_id}` }),
  },
];
