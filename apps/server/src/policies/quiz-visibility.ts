import type { ClassRow } from './organization.ts';

/**
 * Whether a student sees chapter quizzes (spec/platform.md §6): a student in a class sees a quiz
 * only when the class has quiz on; a student in no class always sees them, and so does a visitor
 * or a parent with nobody chosen.
 */
export function quizVisibleTo(klass: Pick<ClassRow, 'quiz'> | null): boolean {
  return klass === null || klass.quiz;
}
