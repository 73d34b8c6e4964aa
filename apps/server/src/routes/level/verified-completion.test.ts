import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { levelVerifications } from '../../db/schema.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';

const solution = 'from player import *\n\nmove_forward(3)\ncollect()\n';

// The shipped course and the real learner-code pool: a completion counts only when the server's
// own run of the code completes the level.
describeWithApp(
  'verified completion',
  (context) => {
    const update = (headers: Record<string, string>, status: 'in_progress' | 'complete', code: string, slug = 'intro-level1') =>
      context.app.inject({
        method: 'POST',
        url: '/api/level/update/python',
        headers,
        payload: { last_status: status, last_code_executed: code, level_slug: slug },
      });
    const levelData = async (headers: Record<string, string>, slug = 'intro-level1') =>
      (await context.app.inject({ method: 'GET', url: `/api/level/data/python/${slug}`, headers })).json();

    it('a forged complete with wrong code stays in_progress', { timeout: 60_000 }, async () => {
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Forger${Date.now()}`);
      const forged = await update(parent.bearerHeaders, 'complete', 'from player import *\nmove_forward(3)\n');
      expect(forged.statusCode).toBe(200);
      expect(forged.json()).toMatchObject({ saved: true, status: 'in_progress', verification: 'rejected' });
      await context.app.services.levelVerifier.idle();
      expect(await levelData(parent.bearerHeaders)).toMatchObject({ last_status: 'in_progress', verification: 'rejected' });
      const course = (await context.app.inject({ method: 'GET', url: '/api/level/course/python', headers: parent.bearerHeaders })).json();
      expect(course.chapters[0].level_data[0].completed).toBe(false);
      const [claim] = await context.testDatabase.database.db.select().from(levelVerifications).where(eq(levelVerifications.levelSlug, 'intro-level1'));
      expect(claim).toMatchObject({ status: 'rejected' });
    });

    it('the right code is complete once the server agrees, and stays complete', { timeout: 60_000 }, async () => {
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Honest${Date.now()}`);
      const answer = await update(parent.bearerHeaders, 'complete', solution);
      expect(answer.json()).toMatchObject({ saved: true, status: 'complete', verification: 'verified' });
      const done = await levelData(parent.bearerHeaders);
      expect(done).toMatchObject({ last_status: 'complete' });
      expect(done.verification).toBeUndefined();
      const replay = await update(parent.bearerHeaders, 'complete', 'print("again")\n');
      expect(replay.json()).toMatchObject({ status: 'complete' });
      expect(replay.json().verification).toBeUndefined();
    });

    it('a verification slower than the wait answers pending and completes the level afterwards', { timeout: 60_000 }, async () => {
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `Patient${Date.now()}`);
      const services = context.app.services as { verifyWaitMs: number };
      const before = services.verifyWaitMs;
      services.verifyWaitMs = 0;
      try {
        // The program sleeps first: the server's run of it is surely slower than a wait of 0 ms
        // (a run of the bare solution takes ~2 ms and could win the race).
        const slowSolution = solution.replace('from player import *\n', 'from player import *\nimport time\ntime.sleep(0.3)\n');
        const answer = await update(parent.bearerHeaders, 'complete', slowSolution);
        expect(answer.json()).toMatchObject({ status: 'in_progress', verification: 'pending' });
        const pending = await levelData(parent.bearerHeaders);
        // Unless the check was quicker than this request.
        if (pending.last_status !== 'complete') expect(pending).toMatchObject({ last_status: 'in_progress', verification: 'pending' });
      } finally {
        services.verifyWaitMs = before;
      }
      await context.app.services.levelVerifier.idle();
      expect(await levelData(parent.bearerHeaders)).toMatchObject({ last_status: 'complete' });
    });
  },
  { config: { verifyWaitMs: 30_000 } },
);
