import { listCourses } from '@codehop/content';

/**
 * The pages a visitor (and a search engine) may open without an account, as paths under `/{lng}/`
 * ('' is the home page). Everything else (profiles, schools' and staff areas, quizzes, checkout)
 * needs someone signed in, so it stays out of the sitemap and robots.txt keeps crawlers away.
 */
const STATIC_PAGES = [
  '',
  'courses',
  'schools',
  'challenges',
  'guide',
  'creative-levels',
  'login',
  'signup',
  'login-org',
  'organization/register',
  'tos',
  'privacy',
  'refund-policy',
];

/** Public pages: the fixed ones, the Teacher's Guide per course and chapter, and the free levels. */
export function publicPages(): string[] {
  const pages = [...STATIC_PAGES];
  for (const course of listCourses()) {
    pages.push(`guide/${course.id}`);
    for (const chapter of course.chapters) pages.push(`guide/${course.id}/${chapter.id}`);
  }
  for (const course of listCourses()) {
    for (const chapter of course.chapters) {
      for (const level of chapter.levels) {
        if (level.access === 'anyone') pages.push(`play/${course.id}/${level.slug}`);
      }
    }
  }
  return pages;
}

/**
 * Paths under `/{lng}/` that belong to someone signed in (or are steps of a flow, not pages to
 * land on): robots.txt disallows them in every language.
 */
export const PRIVATE_PAGES = [
  'profile',
  'staff',
  'impersonate',
  'organization/details',
  'organization/teachers',
  'organization/join',
  'organization/classes',
  'organization/students',
  'organization/levels',
  'class-signup',
  'purchase',
  'checkout',
  'quiz/',
  'badges',
  'certificates',
  'certificate/',
  'level-creator',
  'unsubscribed',
  'forgot-password',
  'reset-password',
];
