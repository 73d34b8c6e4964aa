import { ANONYMOUS_COOKIE } from '@codehop/api';
import type { Tip } from '@codehop/coach';
import { expect, it } from 'vitest';
import { LearnerCodeBusyError, type LearnerCode } from '../../services/learner-code/index.ts';
import { describeWithApp } from '../../test/test-app.ts';

const A_TIP: Tip = {
  text: 'Walk to the carrot.',
  code_to_add: null,
  code_to_modify: null,
  line_number: null,
  resulted_code: null,
  is_code_sufficient: false,
  source: 'coach',
};

/** A pool that answers busy (the route's 503) while `failing`, then gives a tip; no Python needed. */
function switchablePool(): { learnerCode: LearnerCode; state: { failing: boolean } } {
  const state = { failing: true };
  const answer = async <T>(value: T): Promise<T> => {
    // Some time in the pool, so parallel requests overlap while their credits are spent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (state.failing) throw new LearnerCodeBusyError();
    return value;
  };
  const learnerCode: LearnerCode = {
    verifyLevel: () => answer({ completed: false }),
    runChallenge: () => answer({ passed: true, passedCount: 1, total: 1, error: null, firstFailure: null } as never),
    tipLevel: () => answer(A_TIP),
    warm: async () => undefined,
    stats: () => ({ size: 1, ready: 1, busy: 0, queued: 0, completed: 0, killed: 0, respawned: 0, lastBootMs: null }),
    pids: () => [],
    close: () => undefined,
  };
  return { learnerCode, state };
}

const pool = switchablePool();

describeWithApp(
  'a tip that could not be worked out gives its credit back',
  (context) => {
    const levelTip = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/chatgpt/generate-tip-level-async',
        headers,
        payload: { last_prompt: 'from player import *\nmove_forward()\n', slug: 'intro-level1' },
      });
    const challengeTip = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/chatgpt/generate-tip-challenge-async',
        headers,
        payload: { description: 'Add two numbers.', slug: 'add-two', last_prompt: 'def add(a, b):\n    return a + b\n' },
      });
    const visitor = async (): Promise<Record<string, string>> => {
      const first = await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant' });
      return { cookie: `${ANONYMOUS_COOKIE}=${first.cookies.find((entry) => entry.name === ANONYMOUS_COOKIE)?.value}` };
    };
    const credit = async (headers: Record<string, string>, type: string) =>
      (await context.app.inject({ method: 'GET', url: `/api/credit/${type}`, headers })).json();

    it('refunds every failed tip, even seven in parallel, and the five credits are all still there', { timeout: 60_000 }, async () => {
      pool.state.failing = true;
      const headers = await visitor();
      const failed = await Promise.all(Array.from({ length: 7 }, () => levelTip(headers)));
      // Each request either failed in the pool (503) or found the credits held by the others for a moment (403).
      for (const answer of failed) expect([503, 403]).toContain(answer.statusCode);
      expect(failed.filter((answer) => answer.statusCode === 503).length).toBeGreaterThanOrEqual(5);
      expect(failed.find((answer) => answer.statusCode === 503)?.json().detail).toBe('Failed to fetch the tip. Please try again later.');
      expect(await credit(headers, 'level_assistant')).toMatchObject({ counter: 0, remaining: 5 });

      pool.state.failing = false;
      const delivered = await Promise.all(Array.from({ length: 6 }, () => levelTip(headers)));
      expect(delivered.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
      expect(delivered.filter((answer) => answer.statusCode === 403)).toHaveLength(1);
      expect(await credit(headers, 'level_assistant')).toMatchObject({ counter: 5, remaining: 0 });
    });

    it('refunds a challenge tip the pool could not give', { timeout: 60_000 }, async () => {
      pool.state.failing = true;
      const headers = await visitor();
      expect((await challengeTip(headers)).statusCode).toBe(503);
      expect(await credit(headers, 'challenge_assistant')).toMatchObject({ counter: 0 });
      pool.state.failing = false;
      expect((await challengeTip(headers)).statusCode).toBe(200);
      expect(await credit(headers, 'challenge_assistant')).toMatchObject({ counter: 1 });
    });
  },
  {
    services: () => ({ learnerCode: pool.learnerCode }),
    alsoOnPostgres: 'tips failing in parallel are each refunded: the credit counter is updated across connections',
  },
);
