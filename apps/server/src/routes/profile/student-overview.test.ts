import { expect, it } from 'vitest';
import { buildSchool, loginTeacher } from '../../test/school-world.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { weekStart } from '../../services/student-overview.ts';

describeWithApp("a parent's page for one child", (context) => {
  const overview = (headers: Record<string, string>, id: number) =>
    context.app.inject({ method: 'GET', url: `/api/profile/students/${id}/overview`, headers });

  it("shows the child's own parent the levels with their last code, the quizzes and this week", async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `kid${Date.now()}`);
    const run = (slug: string, status: string, code: string) =>
      context.app.inject({ method: 'POST', url: '/api/level/update/python', headers: parent.bearerHeaders, payload: { level_slug: slug, last_status: status, last_code_executed: code } });
    expect((await run('intro-level1', 'in_progress', 'move_forward(2)\n')).statusCode).toBe(200);
    expect((await run('intro-level2', 'in_progress', 'turn_left()\n')).statusCode).toBe(200);
    const response = await overview(parent.bearerHeaders, id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.student).toMatchObject({ id, character: 'Rabbit' });
    const intro = body.courses[0].chapters[0];
    expect(intro.levels[0]).toMatchObject({ slug: 'intro-level1', status: 'in_progress', last_code: 'move_forward(2)\n' });
    expect(intro.levels[2]).toMatchObject({ status: 'not_started', last_code: '', updated_at: null });
    expect(intro.quiz).toBeNull();
    expect(body.courses.map((course: { course_id: string }) => course.course_id)).toEqual(['python', 'advanced-python']);
    expect(body.week).toMatchObject({ days_played: 1, runs: 2, assistant_uses: 0 });
    expect(body.assistant).toEqual({ enabled: true, daily_limit: 20 });
  });

  it('refuses another parent and a teacher with 404, and a visitor with 401', async () => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `own${Date.now()}`);
    const stranger = await signUpParent(context.app);
    const refused = await overview(stranger.bearerHeaders, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'student_not_found' });
    expect(refused.body).not.toContain('intro-level1');
    const school = await buildSchool(context.app, `ov${Date.now()}`);
    expect((await overview((await loginTeacher(context.app, school)).bearerHeaders, school.studentId)).statusCode).toBe(404);
    expect((await overview({}, id)).statusCode).toBe(401);
  });

  it('counts the week from Monday, UTC', () => {
    expect(weekStart(new Date('2026-11-27T15:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
