import { ANONYMOUS_COOKIE } from '@codehop/api';
import type { Tip } from '@codehop/coach';
import { expect, it } from 'vitest';
import type { LearnerCode } from '../../services/learner-code/index.ts';
import { describeWithApp } from '../../test/test-app.ts';

/** A pool whose coach answers with `state.tip` (no Python needed). */
const state: { tip: Tip } = { tip: { text: '', code_to_add: null, code_to_modify: null, line_number: null, resulted_code: null, is_code_sufficient: false } };
const learnerCode: LearnerCode = {
  verifyLevel: async () => ({ completed: false }),
  runChallenge: async () => ({ passed: true, passedCount: 1, total: 1, error: null, firstFailure: null }) as never,
  tipLevel: async () => state.tip,
  warm: async () => undefined,
  stats: () => ({ size: 1, ready: 1, busy: 0, queued: 0, completed: 0, killed: 0, respawned: 0, lastBootMs: null }),
  pids: () => [],
  close: () => undefined,
};

describeWithApp(
  'a level tip that only says the error again costs nothing',
  (context) => {
    it('keeps the anonymous child\'s five tips for restated errors, spends one for a real tip', { timeout: 60_000 }, async () => {
      const first = await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant' });
      const headers = { cookie: `${ANONYMOUS_COOKIE}=${first.cookies.find((entry) => entry.name === ANONYMOUS_COOKIE)?.value}` };
      const ask = () =>
        context.app.inject({ method: 'POST', url: '/api/chatgpt/generate-tip-level-async', headers, payload: { last_prompt: 'from player import *\nmove_forward(9)\n', slug: 'intro-level1' } });
      const remaining = async () => (await context.app.inject({ method: 'GET', url: '/api/credit/level_assistant', headers })).json().remaining as number;

      state.tip = { text: 'Look at line 2.', code_to_add: null, code_to_modify: null, line_number: 2, resulted_code: null, is_code_sufficient: false, text_key: 'coach.refused', text_params: { line: 2, message: 'engine.refusal.bumped_wall' }, source: 'coach' };
      for (let press = 0; press < 3; press += 1) expect((await ask()).statusCode).toBe(200);
      expect(await remaining()).toBe(5);

      state.tip = { ...state.tip, text_key: 'coach.nextStep', code_to_add: 'move_forward(2)', resulted_code: 'from player import *\nmove_forward(2)\n' };
      expect((await ask()).statusCode).toBe(200);
      expect(await remaining()).toBe(4);
    });
  },
  { services: () => ({ learnerCode }) },
);
