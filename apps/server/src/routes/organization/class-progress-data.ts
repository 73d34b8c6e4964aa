import { progressCells, type ClassProgress } from '@codehop/api';
import type { CourseId } from '@codehop/content';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { levelProgress, levelRuns } from '../../db/schema.ts';
import type { ClassRow } from '../../policies/organization.ts';
import { studentsOfClasses } from './organization-context.ts';

/**
 * The heatmap of a class: its students x the course's levels, each cell the status and the number
 * of recorded runs. Two grouped queries over the class's students, whatever their number.
 */
export async function classProgress(request: FastifyRequest, klass: ClassRow, courseId: CourseId): Promise<ClassProgress> {
  const { db } = request.server.database;
  const course = request.server.services.catalogue.getCourse(courseId);
  const levels = course.chapters.flatMap((chapter) => chapter.levels.map((level) => ({ slug: level.slug, name: level.name, chapter_id: chapter.id })));
  const members = await studentsOfClasses(request, [klass]);
  const ids = members.map((row) => row.student.id);
  const [progress, runs] = ids.length
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
      ])
    : [[], []];
  const statusOf = new Map(progress.map((row) => [`${row.studentId}:${row.slug}`, row.status]));
  const runsOf = new Map(runs.map((row) => [`${row.studentId}:${row.slug}`, row.n]));
  return {
    course_id: courseId,
    levels,
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
    })),
  };
}

const STATUS_WORDS = { not_started: 'not started', in_progress: 'in progress', complete: 'complete' } as const;

/** One CSV field, quoted when needed; a leading =, +, - or @ is neutralised (spreadsheet formulas). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The heatmap as CSV: one row per student, one column per level ("complete (3 runs)"). */
export function classProgressCsv(data: ClassProgress): string {
  const header = ['student', ...data.levels.map((level) => level.slug), 'levels complete'];
  const lines = data.students.map((student) => {
    const cells = progressCells(student);
    return [
      student.username,
      ...cells.map((cell) => `${STATUS_WORDS[cell.status]} (${cell.runs} runs)`),
      String(cells.filter((cell) => cell.status === 'complete').length),
    ];
  });
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
