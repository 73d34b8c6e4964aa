import type { StudentRow } from '../presenters/student.ts';

/**
 * Whether a student sees chapter quizzes (spec/platform.md §6: a student in a class sees a quiz
 * only when the class has quiz on). Classes arrive with the schools issue, which reads the
 * class's `quiz` switch here; a student in no class (every student today) always sees them.
 * `null` is a visitor or a parent with nobody chosen: they see quizzes.
 */
export function quizVisibleTo(student: StudentRow | null): boolean {
  void student;
  return true;
}
