import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { sessionFrom, uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, freshSlug } from '../../test/school-world.ts';

describeWithApp("the school admin's page and the school login", (context) => {
  it('edits name, address and web address; the old address keeps signing students in and stays the school\'s', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'moving');
    const headers = school.admin.bearerHeaders;
    const before = (await app.inject({ method: 'GET', url: '/api/organization/current', headers })).json() as Record<string, unknown>;
    expect(before).toMatchObject({ address: null, plan: null, student_limit: 40, student_count: 1 });
    const slug = freshSlug();
    const moved = await app.inject({ method: 'PUT', url: '/api/organization/current', headers, payload: { name: 'Green Hill School', slug, address: '1 Hill Road, Leeds' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Green Hill School', slug, address: '1 Hill Road, Leeds' });

    const byOld = await app.inject({ method: 'GET', url: `/api/organization/by-slug?slug=${school.slug}` });
    expect(byOld.json()).toEqual({ name: 'Green Hill School', slug, picture_login: false });
    expect((await app.inject({ method: 'GET', url: '/api/organization/by-slug?slug=no-such-school' })).statusCode).toBe(404);
    const login = (organizationSlug: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: organizationSlug, username: school.studentUsername, password: school.studentPassword } });
    expect((await login(school.slug)).statusCode).toBe(200);
    expect((await login(slug)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/organization/check-slug-exists?slug=${school.slug}` })).json()).toEqual({ exists: true });

    // Nobody else takes the old address; the school itself may go back to it.
    const other = await buildSchool(app, 'grabber');
    const grab = await app.inject({ method: 'PUT', url: '/api/organization/current', headers: other.admin.bearerHeaders, payload: { name: 'Grabber', slug: school.slug } });
    expect(grab.statusCode).toBe(409);
    const back = await app.inject({ method: 'PUT', url: '/api/organization/current', headers, payload: { name: 'Green Hill School', slug: school.slug } });
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/organization/by-slug?slug=${slug}` })).json()).toEqual({ name: 'Green Hill School', slug: school.slug, picture_login: false });
    expect((await app.inject({ method: 'PUT', url: '/api/organization/current', headers, payload: { name: 'X', slug: school.slug, address: 'a\u0000b' } })).statusCode).toBe(422);
  });

  it('lands a school student on the level to play next, not on the home page', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'landing');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login-org?locale=de',
      remoteAddress: uniqueAddress(),
      payload: { organization_slug: school.slug, username: school.studentUsername, password: school.studentPassword },
    });
    expect(login.statusCode).toBe(200);
    expect((login.json() as { redirect: string }).redirect).toBe('/de/play/python/intro-level1');
  });

  it("shows the class as it is: its unlocked chapters (all on request), quiz scores, and '1 run' in the CSV", async () => {
    const { app } = context;
    const school = await buildSchool(app, 'progress');
    const headers = school.admin.bearerHeaders;
    const turnedOn = await app.inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}`, headers, payload: { name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2'], no_skip: true, quiz: true } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: school.slug, username: school.studentUsername, password: school.studentPassword } });
    const student = sessionFrom(login).bearerHeaders;
    expect((await app.inject({ method: 'POST', url: '/api/quiz/python/1/question/1/answer', headers: student, payload: { answer: 0 } })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/level/update/python', headers: student, payload: { last_status: 'in_progress', last_code_executed: 'move_forward()', level_slug: 'intro-level1' } });

    type Progress = { levels: { chapter_id: number }[]; chapters: { id: number; quiz: boolean }[]; class_chapters_only: boolean; students: { quizzes: ({ score: number; questions: number } | null)[] }[] };
    const mine = (await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/progress?course=python`, headers })).json() as Progress;
    expect(mine.class_chapters_only).toBe(true);
    expect(mine.chapters.map((chapter) => chapter.id)).toEqual([1, 2]);
    expect(new Set(mine.levels.map((level) => level.chapter_id))).toEqual(new Set([1, 2]));
    expect(mine.students[0]?.quizzes[0]).toMatchObject({ questions: 7 });
    expect(mine.students[0]?.quizzes[1]).toBeNull();
    const all = (await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/progress?course=python&chapters=all`, headers })).json() as Progress;
    expect(all.class_chapters_only).toBe(false);
    expect(all.chapters).toHaveLength(8);

    const csv = (await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/progress.csv?course=python`, headers })).body;
    expect(csv).toContain('in progress (1 run)');
    expect(csv).not.toContain('1 runs');
    expect(csv.split('\r\n')[0]).toContain('Quiz: Variables and Types,Quiz: Basic Operators,Levels complete');
    expect(csv).toMatch(/[01] of 7/);
    expect(csv).not.toContain('loops-level1');
  });
});
