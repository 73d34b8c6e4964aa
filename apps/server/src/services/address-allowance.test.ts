import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@codehop/api';
import { describeWithApp } from '../test/test-app.ts';
import { addAndChooseStudent, signUpParent } from '../test/session-helpers.ts';
import { ALLOWANCE_PER_CHILD } from './address-allowance.ts';

const run = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/level/update/python',
    remoteAddress,
    headers,
    payload: { level_slug: 'intro-level1', last_status: 'in_progress', last_code_executed: 'move_forward()\n' },
  });

/** Calls `times` times from one address, never sending a cookie back, and returns the statuses. */
async function withoutCookies(times: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) statuses.push((await call()).statusCode);
  return statuses;
}

function expectAddressRefusal(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('address_limit');
  expect(body.detail).toMatch(/from your network today/);
}

// One child per address, so the allowance is reached in a few dozen calls.
describeWithApp(
  'the per-address allowance behind the anonymous cookie',
  (context) => {
    it('refuses runs from one address once its allowance is spent, and not another address', async () => {
      const statuses = await withoutCookies(ALLOWANCE_PER_CHILD.runs, () => run(context.app, '192.0.2.10'));
      // Each call is a new visitor by its cookie: only the address stops it.
      expect(statuses.every((status) => status === 200)).toBe(true);
      expectAddressRefusal(await run(context.app, '192.0.2.10'));
      expect((await run(context.app, '192.0.2.11')).statusCode).toBe(200);
    });

    it('leaves signed-in players behind the same address alone', async () => {
      await withoutCookies(ALLOWANCE_PER_CHILD.runs + 1, () => run(context.app, '192.0.2.20'));
      const parent = await signUpParent(context.app);
      await addAndChooseStudent(context.app, parent, `allowance_${Date.now().toString(36)}`);
      expect((await run(context.app, '192.0.2.20', parent.bearerHeaders)).statusCode).toBe(200);
    });

    it('refuses tips past the allowance (a tip for an unknown level still spends a call)', async () => {
      const tip = () =>
        context.app.inject({
          method: 'POST',
          url: '/api/chatgpt/generate-tip',
          remoteAddress: '192.0.2.30',
          payload: { last_prompt: 'move_forward()\n', course_name: 'python', slug: 'no-such-level' },
        });
      const statuses = await withoutCookies(ALLOWANCE_PER_CHILD.tips, tip);
      expect(statuses.every((status) => status === 422)).toBe(true);
      expectAddressRefusal(await tip());
    });

    it('refuses sign-up links past the allowance, before the 15-minute limit', async () => {
      const link = (address: string) =>
        context.app.inject({ method: 'POST', url: `/api/auth/signup/generate-link?email=${encodeURIComponent(`kid${Math.random()}@example.com`)}`, remoteAddress: address });
      const statuses = await withoutCookies(ALLOWANCE_PER_CHILD.signup_links, () => link('192.0.2.40'));
      expect(statuses.every((status) => status === 202)).toBe(true);
      expectAddressRefusal(await link('192.0.2.40'));
      expect((await link('192.0.2.41')).statusCode).toBe(202);
    });
  },
  { config: { addressAllowanceChildren: 1 } },
);
