import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';

describeWithApp('carrying anonymous play into the chosen student', (context) => {
  const importLevels = (headers: Record<string, string>, levels: unknown, course = 'python') =>
    context.app.inject({ method: 'POST', url: `/api/level/import/${course}`, headers, payload: { levels } });
  const levelData = (headers: Record<string, string>, slug: string) =>
    context.app.inject({ method: 'GET', url: `/api/level/data/python/${slug}`, headers });
  const credit = async (headers: Record<string, string>) =>
    (await context.app.inject({ method: 'GET', url: '/api/credit/level', headers })).json();

  it('stores the code and the finished levels, spends no attempt, and never overwrites the child\'s own play', async () => {
    const parent = await signUpParent(context.app);
    await addAndChooseStudent(context.app, parent, `carry${Date.now() % 1_000_000}`);
    const headers = parent.bearerHeaders;
    const own = await context.app.inject({
      method: 'POST',
      url: '/api/level/update/python',
      headers,
      payload: { last_status: 'in_progress', last_code_executed: 'turn_left()\n', level_slug: 'intro-level3' },
    });
    expect(own.statusCode).toBe(200);
    const before = await credit(headers);

    const answer = await importLevels(headers, [
      { level_slug: 'intro-level1', code: 'from player import *\nmove_forward(3)\ncollect()\n', completed: true },
      { level_slug: 'intro-level2', code: '# halfway\nmove_forward()\n', completed: false },
      { level_slug: 'intro-level3', code: 'anonymous()\n', completed: true },
      { level_slug: 'loops-level1', code: 'paid()\n', completed: true },
      { level_slug: 'nowhere-level9', code: 'x\n', completed: true },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      imported: ['intro-level1', 'intro-level2'],
      kept: ['intro-level3'],
      skipped: ['loops-level1', 'nowhere-level9'],
    });
    // A finished level is checked by the server (services/learner-code) before it counts.
    await context.app.services.levelVerifier.idle();
    expect((await levelData(headers, 'intro-level1')).json()).toMatchObject({ last_code_executed: 'from player import *\nmove_forward(3)\ncollect()\n', last_status: 'complete' });
    expect((await levelData(headers, 'intro-level2')).json()).toMatchObject({ last_code_executed: '# halfway\nmove_forward()\n', last_status: 'in_progress' });
    expect((await levelData(headers, 'intro-level3')).json()).toMatchObject({ last_code_executed: 'turn_left()\n' });
    expect(await credit(headers)).toEqual(before);

    const course = (await context.app.inject({ method: 'GET', url: '/api/level/course/python', headers })).json();
    expect(course.chapters[0].level_data[0]).toMatchObject({ slug: 'intro-level1', completed: true });

    // Sent again (a second tab), nothing changes.
    const again = await importLevels(headers, [{ level_slug: 'intro-level1', code: 'other()\n', completed: false }]);
    expect(again.json()).toEqual({ imported: [], kept: ['intro-level1'], skipped: [] });
  });

  it('a child who had not played yet takes the furthest carried level as their last one; one who had keeps theirs', async () => {
    const parent = await signUpParent(context.app);
    const name = `fresh${Date.now() % 1_000_000}`;
    const id = await addAndChooseStudent(context.app, parent, name);
    const headers = parent.bearerHeaders;
    const lastPlayed = async () =>
      ((await context.app.inject({ method: 'GET', url: '/api/profile/students', headers })).json() as { id: number; last_played: unknown }[]).find((student) => student.id === id)?.last_played;
    expect(await lastPlayed()).toBeNull();
    const carried = [3, 1, 4, 2].map((n) => ({ level_slug: `intro-level${n}`, code: 'move_forward()\n', completed: true }));
    expect((await importLevels(headers, carried)).statusCode).toBe(200);
    expect(await lastPlayed()).toEqual({ course_id: 'python', level_slug: 'intro-level4' });
    await context.app.inject({ method: 'POST', url: '/api/level/update/python', headers, payload: { last_status: 'in_progress', last_code_executed: 'x\n', level_slug: 'intro-level2' } });
    await importLevels(headers, [{ level_slug: 'intro-level5', code: 'y\n', completed: false }]);
    expect(await lastPlayed()).toEqual({ course_id: 'python', level_slug: 'intro-level2' });
  });

  it('refuses visitors and a parent who has not chosen a student, and validates the body', async () => {
    const levels = [{ level_slug: 'intro-level1', code: 'x', completed: true }];
    expect((await importLevels({}, levels)).statusCode).toBe(401);
    const parent = await signUpParent(context.app);
    expect((await importLevels(parent.bearerHeaders, levels)).statusCode).toBe(403);
    const invalid = await importLevels(parent.bearerHeaders, [{ level_slug: '', code: 1 }]);
    expect(invalid.statusCode).toBe(422);
    expect((await importLevels(parent.bearerHeaders, [])).statusCode).toBe(422);
  });
});
