// Schools figures through the whole app (`inject`, no network): one bulk creation of 200 students
// (`schools.bulk_create_200_ms`, goal <= 2,000) and the class heatmap's call for 35 students x 54
// levels, every cell played (`schools.class_progress_ms`, p95 of 60 calls, goal <= 150). PGlite in
// memory, and PostgreSQL when TEST_DATABASE_URL is set: the unprefixed figures are PostgreSQL's
// then, PGlite's otherwise; `schools.<db>.<metric>` lines give each database.
import { getCourse } from '@codehop/content';
import { buildApp } from '../apps/server/src/app.ts';
import { levelProgress, levelRuns } from '../apps/server/src/db/schema.ts';
import { giveSchoolTier } from '../apps/server/src/test/school-tier.ts';
import { buildSchool } from '../apps/server/src/test/school-world.ts';
import { testDatabaseKinds } from '../apps/server/src/test/test-database.ts';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const kinds = testDatabaseKinds('the bench prints its figures for both databases');
const figures: Record<string, number> = {};
for (const kind of kinds) {
  const testDatabase = await kind.create();
  const app = await buildApp({
    config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent' },
    database: testDatabase.database,
  });
  await app.ready();
  const school = await buildSchool(app, 'bench');
  const headers = school.admin.bearerHeaders;
  // 241 students: more than a school without a tier may hold, so the school has the large tier.
  const current = await app.inject({ method: 'GET', url: '/api/organization/current', headers });
  await giveSchoolTier(app.database.db, (current.json() as { id: number }).id, 'school_large');

  // 200 students in one call (a warm-up call of 5 first, so hashing threads and plans are warm).
  await app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers, payload: { class_id: school.classId, count: 5 } });
  const second = await app.inject({ method: 'POST', url: '/api/organization/classes', headers, payload: { name: 'Bench 200' } });
  const bigClass = (second.json() as { id: number }).id;
  let started = performance.now();
  const bulk = await app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers, payload: { class_id: bigClass, count: 200 } });
  const bulkMs = performance.now() - started;
  if (bulk.statusCode !== 201) throw new Error(`bulk creation failed: ${bulk.body}`);

  // A class of 35 whose every student has played every level of the course.
  const third = await app.inject({ method: 'POST', url: '/api/organization/classes', headers, payload: { name: 'Bench 35' } });
  const classId = (third.json() as { id: number }).id;
  const made = await app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers, payload: { class_id: classId, count: 35 } });
  const ids = (made.json() as { students: { id: number }[] }).students.map((row) => row.id);
  const slugs = getCourse('python').chapters.flatMap((chapter) => chapter.levels.map((level) => level.slug));
  const { db } = app.database;
  const now = new Date();
  const progressRows = ids.flatMap((studentId, s) =>
    slugs.map((levelSlug, l) => ({ studentId, courseId: 'python', levelSlug, status: (s + l) % 3 === 0 ? 'in_progress' : 'complete', lastCodeExecuted: 'move_forward()\n', updatedAt: now })),
  );
  for (let index = 0; index < progressRows.length; index += 500) await db.insert(levelProgress).values(progressRows.slice(index, index + 500));
  const runRows = progressRows.flatMap((row) => [row, row, row].map(({ studentId, levelSlug }) => ({ studentId, courseId: 'python', levelSlug, createdAt: now })));
  for (let index = 0; index < runRows.length; index += 1000) await db.insert(levelRuns).values(runRows.slice(index, index + 1000));

  const progressMs: number[] = [];
  for (let call = 0; call < 70; call += 1) {
    started = performance.now();
    const answer = await app.inject({ method: 'GET', url: `/api/organization/classes/${classId}/progress?course=python`, headers });
    const elapsed = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`class progress failed: ${answer.body}`);
    if (call >= 10) progressMs.push(elapsed);
  }
  const students = (await app.inject({ method: 'GET', url: `/api/organization/classes/${classId}/progress?course=python`, headers })).json() as { students: unknown[]; levels: unknown[] };
  if (students.students.length !== 35 || students.levels.length !== slugs.length) throw new Error('the heatmap has the wrong size');

  figures[`${kind.name}.bulk_create_200_ms`] = bulkMs;
  figures[`${kind.name}.class_progress_ms`] = percentile(progressMs, 95);
  console.log(`schools.${kind.name}.bulk_create_200_ms ${bulkMs.toFixed(0)}`);
  console.log(`schools.${kind.name}.class_progress_ms ${percentile(progressMs, 95).toFixed(1)}`);
  console.log(`schools.${kind.name}.class_progress_median_ms ${percentile(progressMs, 50).toFixed(1)}`);
  console.log(`schools.${kind.name}.class_progress_levels ${slugs.length}`);
  await app.close();
  await testDatabase.dispose();
}
const preferred = kinds.at(-1)?.name ?? 'pglite';
console.log(`schools.bulk_create_200_ms ${(figures[`${preferred}.bulk_create_200_ms`] ?? 0).toFixed(0)}`);
console.log(`schools.class_progress_ms ${(figures[`${preferred}.class_progress_ms`] ?? 0).toFixed(1)}`);
