import { ANONYMOUS_COOKIE } from '@codehop/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ATTEMPTS_EXHAUSTED_ANONYMOUS } from '../../commands/record-level-attempt.ts';
import { students } from '../../db/schema.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { testCatalogue } from '../../test/test-catalogue.ts';
import { TestClock } from '../../test/test-clock.ts';
import { addAndChooseStudent, signUpParent, uniqueAddress } from '../../test/session-helpers.ts';

const clock = new TestClock();
const DAY = 24 * 60 * 60 * 1000;

function run(slug: string, status: 'in_progress' | 'complete' = 'in_progress', code = 'move_forward()\n') {
  return { last_status: status, last_code_executed: code, level_slug: slug };
}

describeWithApp(
  'course progress, level data and attempts',
  (context) => {
    const update = (headers: Record<string, string>, payload: ReturnType<typeof run>, course = 'python') =>
      context.app.inject({ method: 'POST', url: `/api/level/update/${course}`, headers, payload });

    it('shows an anonymous visitor the course with paid levels locked and nothing completed', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/level/course/python' });
      expect(response.statusCode).toBe(200);
      const course = response.json();
      expect(course).toMatchObject({ id: 'python', name: 'Beginner Python', first_level: 'intro-level1' });
      expect(course.chapters[0]).toMatchObject({ id: 1, name: 'Variables and Types', quiz_exists: true, quiz_complete: false, class_locked: false });
      expect(course.chapters[0].level_data[0]).toEqual({ slug: 'intro-level1', name: 'Variables and Types 1', completed: false, locked: false });
      expect(course.chapters[0].level_data[4].locked).toBe(false);
      expect(course.chapters[1].level_data.every((level: { locked: boolean }) => level.locked)).toBe(true);
    });

    it('answers 422 for an unknown course and for a level that is not in the course', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/level/course/java' })).statusCode).toBe(422);
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Ghost${Date.now()}`);
      const response = await update(parent.bearerHeaders, run('loops-level99'));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ field: 'level_slug', location: 'body' });
      expect((await update(parent.bearerHeaders, { ...run('intro-level1'), last_status: 'done' } as never)).statusCode).toBe(422);
    });

    it('stores progress, keeps a completed level completed, and answers it in course, level data and current user', async () => {
      const parent = await signUpParent(context.app);
      const id = await addAndChooseStudent(context.app, parent, `Runner${Date.now()}`);
      const headers = parent.cookieHeaders;
      const first = await update(headers, run('intro-level1', 'in_progress', 'turn_left()\n'));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        saved: true,
        status: 'in_progress',
        last_played: { course_id: 'python', level_slug: 'intro-level1' },
        credit: { execution_type: 'level', counter: 1, limit: null, remaining: null },
      });
      const completed = await update(headers, run('intro-level1', 'complete', 'move_forward(2)\n'));
      expect(completed.json().status).toBe('complete');
      const replay = await update(headers, run('intro-level1', 'in_progress', 'print(1)\n'));
      expect(replay.json().status).toBe('complete');

      const course = await context.app.inject({ method: 'GET', url: '/api/level/course/python', headers });
      expect(course.json().chapters[0].level_data[0].completed).toBe(true);
      expect(course.json().chapters[0].level_data[1].completed).toBe(false);
      const byId = await context.app.inject({ method: 'GET', url: `/api/level/course/python?student_id=${id}`, headers });
      expect(byId.json()).toEqual(course.json());

      const data = await context.app.inject({ method: 'GET', url: '/api/level/data/python/intro-level1', headers });
      expect(data.json()).toMatchObject({ slug: 'intro-level1', chapter_id: 1, level_id: 1, last_code_executed: 'print(1)\n', last_status: 'complete' });
      const fresh = await context.app.inject({ method: 'GET', url: '/api/level/data/python/intro-level2', headers });
      expect(fresh.json()).toMatchObject({ last_code_executed: null, last_status: 'not_started', codeTemplate: 'move_forward()\n' });

      const current = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers });
      expect(current.json().last_played).toEqual({ course_id: 'python', level_slug: 'intro-level1' });
      const login = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: uniqueAddress(),
        payload: { email: parent.email, password: parent.password },
      });
      expect(login.json().redirect).toBe('/en/play/python/intro-level1');
    });

    it('keeps each student’s progress apart, and a student sees no other family’s', async () => {
      const parent = await signUpParent(context.app);
      const first = await addAndChooseStudent(context.app, parent, `First${Date.now()}`);
      await update(parent.bearerHeaders, run('intro-level2', 'complete'));
      const second = await addAndChooseStudent(context.app, parent, `Second${Date.now()}`);
      const course = await context.app.inject({ method: 'GET', url: '/api/level/course/python', headers: parent.bearerHeaders });
      expect(course.json().chapters[0].level_data[1].completed).toBe(false);
      const firstCourse = await context.app.inject({ method: 'GET', url: `/api/level/course/python?student_id=${first}`, headers: parent.bearerHeaders });
      expect(firstCourse.json().chapters[0].level_data[1].completed).toBe(true);
      expect(second).not.toBe(first);
      const anonymous = await context.app.inject({ method: 'GET', url: `/api/level/course/python?student_id=${first}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 402 for the level data of a paid chapter and 404 for an unknown level', async () => {
      const parent = await signUpParent(context.app);
      const paid = await context.app.inject({ method: 'GET', url: '/api/level/data/python/operators-level1', headers: parent.bearerHeaders });
      expect(paid.statusCode).toBe(402);
      expect((await context.app.inject({ method: 'GET', url: '/api/level/data/python/operators-level1' })).statusCode).toBe(402);
      expect((await context.app.inject({ method: 'GET', url: '/api/level/data/python/nope-level1' })).statusCode).toBe(404);
      await addAndChooseStudent(context.app, parent, `Payer${Date.now()}`);
      expect((await update(parent.bearerHeaders, run('operators-level1'))).statusCode).toBe(402);
    });

    it('lets anonymous visitors load intro-level5..7 but not run them (sign-up), and signed-in students run them', async () => {
      const data = await context.app.inject({ method: 'GET', url: '/api/level/data/python/intro-level5' });
      expect(data.statusCode).toBe(200);
      for (const slug of ['intro-level5', 'intro-level6', 'intro-level7']) {
        const response = await update({}, run(slug));
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('sign_up_required');
      }
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Five${Date.now()}`);
      expect((await update(parent.bearerHeaders, run('intro-level5'))).statusCode).toBe(200);
    });

    it('refuses runs by a signed-in parent who has not chosen a student', async () => {
      const parent = await signUpParent(context.app);
      const response = await update(parent.bearerHeaders, run('intro-level1'));
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('student_required');
      const credit = await context.app.inject({ method: 'GET', url: '/api/credit/level', headers: parent.bearerHeaders });
      expect(credit.statusCode).toBe(403);
    });

    it('gives an anonymous visitor 10 level runs a day, counted by a cookie, and more the next day', async () => {
      const firstRun = await update({}, run('intro-level1'));
      expect(firstRun.json()).toMatchObject({ saved: false, status: null, credit: { counter: 1, limit: 10, remaining: 9 } });
      const anonymousId = firstRun.cookies.find((cookie) => cookie.name === ANONYMOUS_COOKIE);
      expect(anonymousId).toMatchObject({ httpOnly: true });
      const headers = { cookie: `${ANONYMOUS_COOKIE}=${anonymousId?.value}` };
      for (let index = 2; index <= 10; index += 1) {
        expect((await update(headers, run('intro-level1'))).json().credit.counter).toBe(index);
      }
      const refused = await update(headers, run('intro-level2'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ATTEMPTS_EXHAUSTED_ANONYMOUS, code: 'attempts_exhausted' });
      // Completing the run already started is not another attempt.
      expect((await update(headers, run('intro-level1', 'complete'))).statusCode).toBe(200);
      const credit = await context.app.inject({ method: 'GET', url: '/api/credit/level', headers });
      expect(credit.json()).toEqual({ execution_type: 'level', counter: 10, limit: 10, remaining: 0 });
      // A different browser has its own count.
      expect((await update({}, run('intro-level1'))).statusCode).toBe(200);
      clock.advance(DAY);
      expect((await update(headers, run('intro-level1'))).json().credit.counter).toBe(1);
    });

    it.each([
      ['level', 10],
      ['challenge', 10],
      ['level_assistant', 5],
      ['challenge_assistant', 5],
    ])('tells an anonymous visitor the %s limit (%i)', async (type, limit) => {
      const response = await context.app.inject({ method: 'GET', url: `/api/credit/${type}` });
      expect(response.json()).toEqual({ execution_type: type, counter: 0, limit, remaining: limit });
    });

    it.each([
      ['level', null],
      ['challenge', 30],
      ['level_assistant', 20],
      ['challenge_assistant', 20],
    ])('tells a signed-in student the %s limit (%s)', async (type, limit) => {
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Lim_${type.slice(0, 9)}${Date.now() % 1e7}`);
      const response = await context.app.inject({ method: 'GET', url: `/api/credit/${type}`, headers: parent.bearerHeaders });
      expect(response.json()).toEqual({ execution_type: type, counter: 0, limit, remaining: limit });
    });

    it("follows a student's own assistant limit: null is unlimited, disabled is 0", async () => {
      const parent = await signUpParent(context.app);
      const id = await addAndChooseStudent(context.app, parent, `Assist${Date.now()}`);
      const { db } = context.testDatabase.database;
      await db.update(students).set({ assistantAttemptLimit: null }).where(eq(students.id, id));
      const unlimited = await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant', headers: parent.bearerHeaders });
      expect(unlimited.json().limit).toBeNull();
      await db.update(students).set({ assistantEnabled: false }).where(eq(students.id, id));
      const disabled = await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant', headers: parent.bearerHeaders });
      expect(disabled.json()).toMatchObject({ limit: 0, remaining: 0 });
    });

    it('loses no run and never passes the limit when runs arrive in parallel', async () => {
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Parallel${Date.now()}`);
      const responses = await Promise.all(Array.from({ length: 25 }, () => update(parent.bearerHeaders, run('intro-level3'))));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const credit = await context.app.inject({ method: 'GET', url: '/api/credit/level', headers: parent.bearerHeaders });
      expect(credit.json().counter).toBe(25);

      const first = await update({}, run('intro-level1'));
      const cookie = first.cookies.find((entry) => entry.name === ANONYMOUS_COOKIE)?.value;
      const headers = { cookie: `${ANONYMOUS_COOKIE}=${cookie}` };
      const burst = await Promise.all(Array.from({ length: 15 }, () => update(headers, run('intro-level1'))));
      expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(9);
      expect(burst.filter((response) => response.statusCode === 403)).toHaveLength(6);
      const after = await context.app.inject({ method: 'GET', url: '/api/credit/level', headers });
      expect(after.json().counter).toBe(10);
    });

    it('counts a record sent twice with the same client_id once (offline queue, issue 18)', async () => {
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Offline${Date.now()}`);
      const headers = parent.bearerHeaders;
      const send = (payload: ReturnType<typeof run> & { client_id?: string }) =>
        context.app.inject({ method: 'POST', url: '/api/level/update/python', headers, payload });
      const attempt = { ...run('intro-level2', 'in_progress', 'move_forward()\n'), client_id: 'run-aaaaaaaa-1' };
      const done = { ...run('intro-level2', 'complete', 'move_forward()\n'), client_id: 'run-aaaaaaaa-2' };
      expect((await send(attempt)).json()).toMatchObject({ saved: true, status: 'in_progress', credit: { counter: 1 } });
      const again = await send(attempt);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ saved: true, status: 'in_progress', replayed: true, credit: { counter: 1 } });
      expect((await send(done)).json()).toMatchObject({ status: 'complete', credit: { counter: 1 } });
      expect((await send(done)).json()).toMatchObject({ status: 'complete', replayed: true });
      // Another player may use the same id: ids are per player.
      const other = await context.app.inject({ method: 'POST', url: '/api/level/update/python', payload: attempt });
      expect(other.json().replayed).toBeUndefined();
      expect((await send({ ...attempt, client_id: 'bad id!' })).statusCode).toBe(422);
      const credit = await context.app.inject({ method: 'GET', url: '/api/credit/level', headers });
      expect(credit.json().counter).toBe(1);
    });

    it('forgets a deleted student’s progress and un-chooses them', async () => {
      const parent = await signUpParent(context.app);
      const id = await addAndChooseStudent(context.app, parent, `Deleted${Date.now()}`);
      await update(parent.bearerHeaders, run('intro-level1', 'complete'));
      await context.app.inject({ method: 'DELETE', url: `/api/profile/students/${id}`, headers: parent.bearerHeaders });
      const current = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders });
      expect(current.json()).toMatchObject({ student_id: null, last_played: null });
    });
  },
  // A completion is verified by re-running its code (services/learner-code); the first one waits for the pool to boot.
  {
    services: () => ({ clock, catalogue: testCatalogue() }),
    config: { verifyWaitMs: 30_000 },
    alsoOnPostgres: 'runs arriving in parallel must never pass the daily limit: counted under a lock across connections',
  },
);

describeWithApp('the shipped course catalogue', (context) => {
  it('lists the chapters of the beginner and advanced courses', async () => {
    const python = await context.app.inject({ method: 'GET', url: '/api/level/course/python' });
    expect(python.json().chapters.map((chapter: { name: string }) => chapter.name)).toEqual([
      'Variables and Types',
      'Basic Operators',
      'Loops',
      'Lists',
      'Conditions',
      'Functions',
      'Dictionaries',
      'Classes',
    ]);
    const advanced = await context.app.inject({ method: 'GET', url: '/api/level/course/advanced-python' });
    expect(advanced.json()).toMatchObject({ id: 'advanced-python', first_level: 'generators-level1' });
    expect(advanced.json().chapters).toHaveLength(10);
  });
});
