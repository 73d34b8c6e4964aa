import type { StudentOverview } from '@codehop/api';
import { listCourses } from '@codehop/content';
import { loadCourseTexts, loadLevelNames } from '@codehop/content/loader';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { certificates, dailyAttempts, levelProgress, quizResults, studentBadges } from '../db/schema.ts';
import type { StudentRow } from '../presenters/student.ts';
import { utcDay } from './clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `now` (the weekly digest's week too). */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/**
 * One child's whole picture for their parent's page: every level's status and last
 * code, quiz results, badges, certificates, this week's play and the assistant's use. The game
 * keeps no play time, only runs per day, so the week is told in days played and runs.
 */
export async function studentOverview(db: Db, student: StudentRow, language: string, now: Date): Promise<StudentOverview> {
  const start = weekStart(now);
  const [progress, quizzes, badges, certs, attempts] = await Promise.all([
    db.select().from(levelProgress).where(eq(levelProgress.studentId, student.id)),
    db.select().from(quizResults).where(eq(quizResults.studentId, student.id)),
    db.select().from(studentBadges).where(eq(studentBadges.studentId, student.id)),
    db.select().from(certificates).where(eq(certificates.studentId, student.id)),
    db
      .select()
      .from(dailyAttempts)
      .where(and(eq(dailyAttempts.subject, `student:${student.id}`), gte(dailyAttempts.day, utcDay(start)))),
  ]);
  const courses = await Promise.all(
    listCourses().map(async (course) => {
      const [texts, names] = await Promise.all([loadCourseTexts(course.id, language), loadLevelNames(course.id, language)]);
      const rows = new Map(progress.filter((row) => row.courseId === course.id).map((row) => [row.levelSlug, row]));
      return {
        course_id: course.id,
        name: texts.name ?? course.name,
        chapters: course.chapters.map((chapter) => {
          const result = quizzes.find((row) => row.courseId === course.id && row.chapterId === chapter.id);
          return {
            id: chapter.id,
            name: texts.chapters?.[String(chapter.id)] ?? chapter.name,
            levels: chapter.levels.map((entry) => {
              const row = rows.get(entry.slug);
              return {
                slug: entry.slug,
                name: names.get(entry.slug) ?? entry.name,
                status: row ? (row.status === 'complete' ? ('complete' as const) : ('in_progress' as const)) : ('not_started' as const),
                last_code: row?.lastCodeExecuted ?? '',
                updated_at: row ? row.updatedAt.toISOString() : null,
              };
            }),
            quiz: result ? { score: result.score, questions: result.questions, complete: result.completedAt !== null } : null,
          };
        }),
      };
    }),
  );
  const sum = (types: readonly string[]) =>
    attempts.filter((row) => types.includes(row.executionType)).reduce((total, row) => total + row.counter, 0);
  return {
    student: { id: student.id, username: student.username, character: student.character },
    courses,
    badges: badges.map((row) => ({ id: row.badgeId, earned_at: row.earnedAt.toISOString() })),
    certificates: certs.map((row) => ({ id: row.id, course_id: row.courseId, kind: row.kind, issued_at: row.issuedAt.toISOString() })),
    week: {
      start: start.toISOString(),
      days_played: new Set(attempts.filter((row) => row.counter > 0 && (row.executionType === 'level' || row.executionType === 'challenge')).map((row) => String(row.day))).size,
      runs: sum(['level', 'challenge']),
      levels_completed: progress.filter((row) => row.completedAt !== null && row.completedAt >= start).length,
      assistant_uses: sum(['level_assistant', 'challenge_assistant']),
    },
    assistant: { enabled: student.assistantEnabled, daily_limit: student.assistantEnabled ? student.assistantAttemptLimit : 0 },
  };
}
