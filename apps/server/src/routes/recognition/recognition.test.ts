import { readFileSync } from 'node:fs';
import { BADGES, getCourse, listQuizzes } from '@codehop/content';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { certificates, dailyAttempts, levelProgress, quizResults, studentBadges } from '../../db/schema.ts';
import { awardRecognition, longestStreak } from '../../services/recognition.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';

// A completion counts once the server's own run of the code agrees, so runs send the real solution.
const solution = (slug: string) => readFileSync(new URL(`../../../../../packages/content/levels/python/${slug}/solution.py`, import.meta.url), 'utf8');
const run = (slug: string, status: 'in_progress' | 'complete') => ({ last_status: status, last_code_executed: solution(slug), level_slug: slug });

it('has at least 20 badges with unique ids', () => {
  expect(BADGES.length).toBeGreaterThanOrEqual(20);
  expect(new Set(BADGES.map((badge) => badge.id)).size).toBe(BADGES.length);
});

it('measures the longest run of consecutive days', () => {
  expect(longestStreak([])).toBe(0);
  expect(longestStreak(['2026-01-01', '2026-01-02', '2026-01-02', '2026-01-04'])).toBe(2);
  expect(longestStreak(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03'])).toBe(5);
});

describeWithApp('badges and certificates', (context) => {
  it('awards the first-level badge when a completion is recorded, once, and lets it be celebrated once', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `badger${Date.now()}`);
    const headers = parent.bearerHeaders;
    await context.app.inject({ method: 'POST', url: '/api/level/update/python', headers, payload: run('intro-level1', 'in_progress') });
    expect(await context.app.database.db.select().from(studentBadges).where(eq(studentBadges.studentId, id))).toEqual([]);
    await context.app.inject({ method: 'POST', url: '/api/level/update/python', headers, payload: run('intro-level1', 'complete') });
    const fresh = (await context.app.inject({ method: 'GET', url: `/api/badges/${id}/new`, headers })).json();
    expect(fresh.badges.map((b: { id: string }) => b.id)).toEqual(['first-level']);
    expect(fresh.badges[0].image).toBe('/assets/badges/first-level.png');
    const seen = await context.app.inject({ method: 'POST', url: `/api/badges/${id}/seen`, headers, payload: { ids: ['first-level', 'nope'] } });
    expect(seen.json()).toEqual({ marked: 1 });
    expect((await context.app.inject({ method: 'GET', url: `/api/badges/${id}/new`, headers })).json().badges).toEqual([]);
    // Parallel awards insert each badge once.
    await Promise.all(Array.from({ length: 5 }, () => awardRecognition(context.app.database.db, new Date(), id)));
    const rows = await context.app.database.db.select().from(studentBadges).where(eq(studentBadges.studentId, id));
    expect(rows.map((row) => row.badgeId)).toEqual(['first-level']);
    const all = (await context.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers })).json();
    expect(all.badges).toHaveLength(BADGES.length);
    expect(all.student).toMatchObject({ id });
  });

  it('counts only rows with status complete (a level only started earns nothing)', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `started${Date.now()}`);
    await context.app.database.db.insert(levelProgress).values({ studentId: id, courseId: 'python', levelSlug: 'intro-level1', status: 'in_progress' });
    expect(await awardRecognition(context.app.database.db, new Date(), id)).toEqual({ badges: [], certificates: [] });
  });

  it('awards a 5-day streak from the days a child played', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `streaker${Date.now()}`);
    await context.app.database.db.insert(dailyAttempts).values(
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((day) => ({ subject: `student:${id}`, executionType: 'level', day, counter: 1 })),
    );
    const awarded = await awardRecognition(context.app.database.db, new Date(), id);
    expect(awarded.badges).toEqual(expect.arrayContaining(['streak-3', 'streak-5']));
    expect(awarded.badges).not.toContain('streak-10');
  });

  it('issues the intro-level4 certificate through get_certificate, lists it, shows it publicly and as a PDF', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `certy${Date.now()}`);
    const headers = parent.bearerHeaders;
    const early = await context.app.inject({ method: 'GET', url: '/api/level/get_certificate/intro-level4', headers });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('certificate_not_earned');
    for (const n of [1, 2, 3, 4]) {
      await context.app.inject({ method: 'POST', url: '/api/level/update/python', headers, payload: run(`intro-level${n}`, 'complete') });
    }
    const issued = await context.app.inject({ method: 'GET', url: '/api/level/get_certificate/intro-level4', headers });
    expect(issued.statusCode).toBe(200);
    const certificate = issued.json();
    expect(certificate).toMatchObject({ kind: 'first_steps', course_id: 'python', course_name: 'Beginner Python', student_name: expect.stringMatching(/^certy/) });
    const again = await context.app.inject({ method: 'GET', url: '/api/level/get_certificate/intro-level4', headers });
    expect(again.json().id).toBe(certificate.id);
    expect((await context.app.database.db.select().from(certificates).where(eq(certificates.studentId, id))).length).toBe(1);

    const listed = (await context.app.inject({ method: 'GET', url: `/api/certificates/${id}`, headers })).json();
    expect(listed.certificates.map((c: { id: string }) => c.id)).toEqual([certificate.id]);

    const page = await context.app.inject({ method: 'GET', url: `/api/certificate/${certificate.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ genuine: true, student_name: certificate.student_name });
    expect(page.body).not.toContain('@');
    expect((await context.app.inject({ method: 'GET', url: '/api/certificate/abcdefabcdef' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/certificate/NOT-A-NUMBER' })).statusCode).toBe(422);

    const pdf = await context.app.inject({ method: 'GET', url: `/api/certificate/${certificate.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`certificate/${certificate.id}`);

    const badges = (await context.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers })).json();
    expect(badges.badges.find((b: { id: string }) => b.id === 'first-certificate').earned_at).not.toBeNull();
  });

  it('issues the course certificate and badge only when every level and every quiz of the course is complete', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `graduate${Date.now()}`);
    const headers = parent.bearerHeaders;
    const slugs = getCourse('python').chapters.flatMap((chapter) => chapter.levels.map((level) => level.slug));
    await context.app.database.db
      .insert(levelProgress)
      .values(slugs.map((levelSlug) => ({ studentId: id, courseId: 'python', levelSlug, status: 'complete', completedAt: new Date() })));
    const early = await context.app.inject({ method: 'GET', url: '/api/level/get_certificate/python', headers });
    expect(early.statusCode).toBe(403);
    const quizzes = listQuizzes().filter((quiz) => quiz.courseId === 'python');
    await context.app.database.db.insert(quizResults).values(
      quizzes.map((quiz) => ({
        studentId: id,
        courseId: 'python',
        chapterId: quiz.chapterId,
        questions: quiz.questions.length,
        score: quiz.questions.length,
        firstTryScore: 0,
        completedAt: new Date(),
      })),
    );
    const last = slugs.at(-1) ?? '';
    const issued = await context.app.inject({ method: 'GET', url: `/api/level/get_certificate/${last}`, headers });
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ kind: 'course', course_id: 'python' });
    const earned = (await context.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers })).json().badges
      .filter((badge: { earned_at: string | null }) => badge.earned_at)
      .map((badge: { id: string }) => badge.id);
    expect(earned).toEqual(expect.arrayContaining(['course-python', 'all-quizzes-python', 'levels-50', 'chapter-python-8']));
    expect(earned).not.toContain('perfect-quiz');
    const listed = (await context.app.inject({ method: 'GET', url: `/api/certificates/${id}`, headers })).json();
    expect(listed.certificates.map((c: { kind: string }) => c.kind).sort()).toEqual(['course', 'first_steps']);
  });

  it('answers 404 for a slug without a certificate and another family\'s student, 401 for a visitor', async () => {
    const owner = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, owner, `certowner${Date.now()}`);
    const stranger = await signUpParent(context.app);
    await addAndChooseStudent(context.app, stranger, `certstranger${Date.now()}`);
    expect((await context.app.inject({ method: 'GET', url: '/api/level/get_certificate/intro-level2', headers: owner.bearerHeaders })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/api/level/get_certificate/intro-level4?student_id=${id}`, headers: stranger.bearerHeaders })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/api/certificates/${id}`, headers: stranger.bearerHeaders })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/api/badges/${id}`, headers: stranger.bearerHeaders })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/level/get_certificate/intro-level4' })).statusCode).toBe(401);
  });
}, {
  config: { verifyWaitMs: 30_000 },
  alsoOnPostgres: 'a badge awarded five times at once is kept once: ON CONFLICT across connections',
});
