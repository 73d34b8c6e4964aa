import { randomBytes } from 'node:crypto';
import { BADGES, findQuiz, listCourses, type BadgeDefinition, type Course, type CourseId } from '@codehop/content';
import { and, eq, inArray, isNotNull, notLike, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { CREATIVE_PROGRESS_PREFIX } from './creative-progress.ts';
import { certificates, challengeProgress, dailyAttempts, levelProgress, quizAnswers, quizResults, studentBadges, students } from '../db/schema.ts';

/**
 * Badges and certificates, judged on the server from what is stored (issue 15). A level counts
 * only when its `level_progress` row says `complete` (once `verify` lands, the server sets that
 * only after it has run the code itself), a quiz only when every question was answered right.
 * Awarding is idempotent: the same facts give the same rows, inserted with ON CONFLICT DO NOTHING
 * under their primary or unique keys, so parallel calls cannot award twice.
 */

/** The level whose certificate modal opens in the play screen (spec/gameplay.md). */
export const FIRST_STEPS_LEVEL = 'intro-level4';
const FIRST_STEPS_COURSE: CourseId = 'python';

export interface LearnerFacts {
  completed: ReadonlyMap<string, ReadonlySet<string>>;
  /** `course:chapter` of every complete quiz. */
  quizzesComplete: ReadonlySet<string>;
  perfectQuiz: boolean;
  longestStreak: number;
  challengesSolved: number;
  certificates: number;
}

/** How many challenges a student solved: progress of type `challenge` (spec/platform.md §3). */
export async function countSolvedChallenges(db: Db, studentId: number): Promise<number> {
  const [row] = await db
    .select({ solved: sql<number>`count(*)::int` })
    .from(challengeProgress)
    .where(and(eq(challengeProgress.studentId, studentId), eq(challengeProgress.status, 'complete')));
  return row?.solved ?? 0;
}

export async function learnerFacts(db: Db, studentId: number): Promise<LearnerFacts> {
  const [levelRows, quizRows, attemptDays, answerDays, challengesSolved, certificateRows] = await Promise.all([
    db
      .select({ courseId: levelProgress.courseId, slug: levelProgress.levelSlug })
      .from(levelProgress)
      // Course levels only: a creative level (kept as `creative:{id}`, services/creative-progress.ts)
      // is anyone's to make, so completing them must not earn course badges.
      .where(and(eq(levelProgress.studentId, studentId), eq(levelProgress.status, 'complete'), notLike(levelProgress.levelSlug, `${CREATIVE_PROGRESS_PREFIX}%`))),
    db
      .select({
        courseId: quizResults.courseId,
        chapterId: quizResults.chapterId,
        questions: quizResults.questions,
        firstTryScore: quizResults.firstTryScore,
        completedAt: quizResults.completedAt,
      })
      .from(quizResults)
      .where(eq(quizResults.studentId, studentId)),
    db
      .selectDistinct({ day: dailyAttempts.day })
      .from(dailyAttempts)
      .where(eq(dailyAttempts.subject, `student:${studentId}`)),
    db
      .selectDistinct({ day: sql<string>`to_char(${quizAnswers.answeredAt} at time zone 'UTC', 'YYYY-MM-DD')` })
      .from(quizAnswers)
      .where(eq(quizAnswers.studentId, studentId)),
    countSolvedChallenges(db, studentId),
    db.select({ id: certificates.id }).from(certificates).where(eq(certificates.studentId, studentId)),
  ]);
  const completed = new Map<string, Set<string>>();
  for (const row of levelRows) {
    const set = completed.get(row.courseId) ?? new Set<string>();
    set.add(row.slug);
    completed.set(row.courseId, set);
  }
  const quizzesComplete = new Set(quizRows.filter((row) => row.completedAt).map((row) => `${row.courseId}:${row.chapterId}`));
  const perfectQuiz = quizRows.some((row) => row.questions > 0 && row.firstTryScore >= row.questions);
  const days = [...attemptDays.map((row) => String(row.day)), ...answerDays.map((row) => row.day)];
  return {
    completed,
    quizzesComplete,
    perfectQuiz,
    longestStreak: longestStreak(days),
    challengesSolved,
    certificates: certificateRows.length,
  };
}

/** The longest run of consecutive UTC days among `YYYY-MM-DD` dates. */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].map((day) => Date.parse(`${day}T00:00:00Z`)).filter(Number.isFinite).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of sorted) {
    run = day - previous === 86_400_000 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/** A chapter is done when it has levels, all complete, and its quiz (if any) is complete (spec §4). */
export function chapterDone(course: Course, chapterId: number, facts: LearnerFacts): boolean {
  const chapter = course.chapters.find((candidate) => candidate.id === chapterId);
  if (!chapter || chapter.levels.length === 0) return false;
  const completed = facts.completed.get(course.id) ?? new Set<string>();
  if (!chapter.levels.every((level) => completed.has(level.slug))) return false;
  return !quizRequired(course.id, chapter.id) || facts.quizzesComplete.has(`${course.id}:${chapter.id}`);
}

export function quizRequired(courseId: CourseId, chapterId: number): boolean {
  const chapter = listCourses().find((course) => course.id === courseId)?.chapters.find((c) => c.id === chapterId);
  return Boolean(chapter?.quizExists && findQuiz(courseId, chapterId));
}

export function courseDone(course: Course, facts: LearnerFacts): boolean {
  const withLevels = course.chapters.filter((chapter) => chapter.levels.length > 0);
  return withLevels.length > 0 && withLevels.every((chapter) => chapterDone(course, chapter.id, facts));
}

export function firstStepsDone(facts: LearnerFacts): boolean {
  const course = listCourses().find((candidate) => candidate.id === FIRST_STEPS_COURSE);
  const completed = facts.completed.get(FIRST_STEPS_COURSE) ?? new Set<string>();
  const levels = course?.chapters.flatMap((chapter) => chapter.levels.map((level) => level.slug)) ?? [];
  const upTo = levels.indexOf(FIRST_STEPS_LEVEL);
  return upTo >= 0 && levels.slice(0, upTo + 1).every((slug) => completed.has(slug));
}

export function badgeEarned(badge: BadgeDefinition, facts: LearnerFacts, courses: readonly Course[] = listCourses()): boolean {
  const rule = badge.rule;
  const courseOf = (id: CourseId) => courses.find((course) => course.id === id);
  switch (rule.kind) {
    case 'levels':
      return [...facts.completed.values()].reduce((sum, set) => sum + set.size, 0) >= rule.count;
    case 'chapter': {
      const course = courseOf(rule.courseId);
      return course ? chapterDone(course, rule.chapterId, facts) : false;
    }
    case 'course': {
      const course = courseOf(rule.courseId);
      return course ? courseDone(course, facts) : false;
    }
    case 'quizzes':
      return facts.quizzesComplete.size >= rule.count;
    case 'all_quizzes': {
      const course = courseOf(rule.courseId);
      const required = course?.chapters.filter((chapter) => quizRequired(course.id, chapter.id)) ?? [];
      return required.length > 0 && required.every((chapter) => facts.quizzesComplete.has(`${rule.courseId}:${chapter.id}`));
    }
    case 'perfect_quiz':
      return facts.perfectQuiz;
    case 'streak':
      return facts.longestStreak >= rule.days;
    case 'challenges':
      return facts.challengesSolved >= rule.count;
    case 'certificate':
      return facts.certificates >= 1;
  }
}

/** A new certificate number: 16 characters of [a-z0-9], about 80 random bits. */
export function newCertificateId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

export interface Awarded {
  badges: string[];
  certificates: string[];
}

/**
 * Issues every certificate and badge the student has earned and not yet received, and answers
 * what was new. Called after progress is recorded (a completed level, a quiz answer) and before
 * recognition is listed, so a completion confirmed later (by the server's verification) is
 * recognised at the next call.
 */
export async function awardRecognition(db: Db, now: Date, studentId: number): Promise<Awarded> {
  const [student] = await db.select({ username: students.username }).from(students).where(eq(students.id, studentId)).limit(1);
  if (!student) return { badges: [], certificates: [] };
  let facts = await learnerFacts(db, studentId);
  const wanted: { courseId: string; kind: 'first_steps' | 'course' }[] = [];
  if (firstStepsDone(facts)) wanted.push({ courseId: FIRST_STEPS_COURSE, kind: 'first_steps' });
  for (const course of listCourses()) if (courseDone(course, facts)) wanted.push({ courseId: course.id, kind: 'course' });
  const issued: string[] = [];
  for (const want of wanted) {
    const rows = await db
      .insert(certificates)
      .values({ id: newCertificateId(), studentId, courseId: want.courseId, kind: want.kind, studentName: student.username, issuedAt: now })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    for (const row of rows) issued.push(row.id);
  }
  if (issued.length > 0) facts = { ...facts, certificates: facts.certificates + issued.length };
  const earned = BADGES.filter((badge) => badgeEarned(badge, facts)).map((badge) => badge.id);
  if (earned.length === 0) return { badges: [], certificates: issued };
  const inserted = await db
    .insert(studentBadges)
    .values(earned.map((badgeId) => ({ studentId, badgeId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ badgeId: studentBadges.badgeId });
  return { badges: inserted.map((row) => row.badgeId), certificates: issued };
}

/** The complete quizzes of a student in one course, by chapter id (for the course data). */
export async function completeQuizChapters(db: Db, studentId: number, courseId: string): Promise<Set<number>> {
  const rows = await db
    .select({ chapterId: quizResults.chapterId })
    .from(quizResults)
    .where(and(eq(quizResults.studentId, studentId), eq(quizResults.courseId, courseId), isNotNull(quizResults.completedAt)));
  return new Set(rows.map((row) => row.chapterId));
}

export async function badgesOf(db: Db, studentId: number) {
  return db.select().from(studentBadges).where(eq(studentBadges.studentId, studentId));
}

export async function markBadgesSeen(db: Db, now: Date, studentId: number, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(studentBadges)
    .set({ seenAt: now })
    .where(and(eq(studentBadges.studentId, studentId), inArray(studentBadges.badgeId, [...ids]), sql`${studentBadges.seenAt} is null`))
    .returning({ badgeId: studentBadges.badgeId });
  return rows.length;
}

