import type { Db } from '../../db/database.ts';
import { hasPaidAccess, type Learner } from '../../policies/level-access.ts';

export const PAID_COURSES = ['python', 'advanced-python'] as const;

/** The courses whose paid chapters are open to a learner. */
export async function coursesOpenTo(db: Db, learner: Learner, now: Date): Promise<{ courses: string[] }> {
  const courses: string[] = [];
  for (const course of PAID_COURSES) if (await hasPaidAccess(db, learner, course, now)) courses.push(course);
  return { courses };
}
