import { progressCells, type ClassProgress } from '@codehop/api';
import { findQuiz, type CourseId } from '@codehop/content';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { levelProgress, levelRuns, quizResults } from '../../db/schema.ts';
import { chapterIsListed } from '../../policies/class-rules.ts';
import { firstTryMisses, quizKeyOf } from '../../services/first-try-misses.ts';
import type { ClassRow } from '../../policies/organization.ts';
import { studentsOfClasses } from './organization-context.ts';

/**
 * The heatmap of a class: its students x the levels of the chapters it unlocked (or of every chapter
 * when asked), each cell the status and the number of recorded runs, and each chapter's quiz score.
 * Three grouped queries over the class's students, whatever their number.
 */
export async function classProgress(request: FastifyRequest, klass: ClassRow, courseId: CourseId, which: 'class' | 'all' = 'class'): Promise<ClassProgress> {
  const { db } = request.server.database;
  const course = request.server.services.catalogue.getCourse(courseId);
  const classOnly = which === 'class' && klass.unlockedChapters.some((entry) => entry.startsWith(`${courseId}:`));
  const chapters = course.chapters.filter((chapter) => !classOnly || chapterIsListed(klass, courseId, chapter.id));
  const levels = chapters.flatMap((chapter) => chapter.levels.map((level) => ({ slug: level.slug, name: level.name, chapter_id: chapter.id })));
  const members = await studentsOfClasses(request, [klass]);
  const ids = members.map((row) => row.student.id);
  const [progress, runs, quizzes, misses] = ids.length
    ? await Promise.all([
        db
          .select({ studentId: levelProgress.studentId, slug: levelProgress.levelSlug, status: levelProgress.status })
          .from(levelProgress)
          .where(and(inArray(levelProgress.studentId, ids), eq(levelProgress.courseId, courseId))),
        db
          .select({ studentId: levelRuns.studentId, slug: levelRuns.levelSlug, n: count() })
          .from(levelRuns)
          .where(and(inArray(levelRuns.studentId, ids), eq(levelRuns.courseId, courseId)))
          .groupBy(levelRuns.studentId, levelRuns.levelSlug),
        db
          .select({
            studentId: quizResults.studentId,
            chapterId: quizResults.chapterId,
            score: quizResults.score,
            firstTryScore: quizResults.firstTryScore,
            questions: quizResults.questions,
            completedAt: quizResults.completedAt,
          })
          .from(quizResults)
          .where(and(inArray(quizResults.studentId, ids), eq(quizResults.courseId, courseId))),
        firstTryMisses(db, ids, courseId),
      ])
    : [[], [], [], new Map<string, number[]>()];
  const statusOf = new Map(progress.map((row) => [`${row.studentId}:${row.slug}`, row.status]));
  const runsOf = new Map(runs.map((row) => [`${row.studentId}:${row.slug}`, row.n]));
  const quizOf = new Map(
    quizzes.map((row) => [
      `${row.studentId}:${row.chapterId}`,
      {
        score: row.score,
        questions: row.questions,
        complete: row.completedAt !== null,
        first_try_score: row.firstTryScore,
        missed_first_try: misses.get(quizKeyOf(row.studentId, courseId, row.chapterId)) ?? [],
      },
    ]),
  );
  return {
    course_id: courseId,
    levels,
    chapters: chapters.map((chapter) => ({ id: chapter.id, name: chapter.name, quiz: chapter.quizExists && findQuiz(courseId, chapter.id) !== undefined })),
    class_chapters_only: classOnly,
    students: members.map(({ student }) => ({
      id: student.id,
      username: student.username,
      statuses: levels
        .map((level) => {
          const status = statusOf.get(`${student.id}:${level.slug}`);
          return status === 'complete' ? 'c' : status ? 'p' : 'n';
        })
        .join(''),
      runs: levels.map((level) => runsOf.get(`${student.id}:${level.slug}`) ?? 0),
      quizzes: chapters.map((chapter) => quizOf.get(`${student.id}:${chapter.id}`) ?? null),
    })),
  };
}

const UTF8_BOM = '\uFEFF';

const STATUS_WORDS = { not_started: 'not started', in_progress: 'in progress', complete: 'complete' } as const;

/** One CSV field, quoted when needed; a leading =, +, - or @ is neutralised (spreadsheet formulas). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const runsWord = (runs: number) => `${runs} ${runs === 1 ? 'run' : 'runs'}`;

/**
 * The heatmap as CSV: one row per student, one column per level ("complete (3 runs)"), one per chapter
 * quiz: the first try first, since a quiz is passed by retrying until each answer is right
 * ("6 of 7 at the first try (wrong: question 4); 7 of 7, passed").
 */
export function classProgressCsv(data: ClassProgress): string {
  const quizChapters = data.chapters.map((chapter, index) => ({ chapter, index })).filter(({ chapter }) => chapter.quiz);
  const chapterName = new Map(data.chapters.map((chapter) => [chapter.id, chapter.name]));
  // Headers a teacher reads in a spreadsheet: the chapter and level names, never our slugs.
  const levelHeader = (level: ClassProgress['levels'][number]) => `${chapterName.get(level.chapter_id) ?? `Chapter ${level.chapter_id}`}: ${level.name}`;
  const header = ['Student', ...data.levels.map(levelHeader), ...quizChapters.map(({ chapter }) => `Quiz: ${chapter.name}`), 'Levels complete'];
  const lines = data.students.map((student) => {
    const cells = progressCells(student);
    return [
      student.username,
      ...cells.map((cell) => `${STATUS_WORDS[cell.status]} (${runsWord(cell.runs)})`),
      ...quizChapters.map(({ index }) => {
        const quiz = student.quizzes[index];
        if (!quiz) return 'not taken';
        const missed = quiz.missed_first_try.length > 0 ? ` (wrong: question ${quiz.missed_first_try.join(', ')})` : '';
        return `${quiz.first_try_score} of ${quiz.questions} at the first try${missed}; ${quiz.score} of ${quiz.questions}${quiz.complete ? ', passed' : ''}`;
      }),
      String(cells.filter((cell) => cell.status === 'complete').length),
    ];
  });
  // The byte order mark tells Excel the file is UTF-8: without it "Zoë" opens as "ZoÃ«".
  return UTF8_BOM + [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
