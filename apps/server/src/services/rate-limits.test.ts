import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createPgliteDatabase } from '../test/test-database.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { ALLOWANCE_PER_CHILD } from './address-allowance.ts';
import { assertAllDeclared, recordAnswers } from '../test/contract-check.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers(redisUrl);
if (!reachable) console.warn(`SKIPPED: no Redis at ${redisUrl}; the shared rate-limit test did not run`);

/**
 * Two instances on one Redis share the login counter: the scale-out story of REDIS_URL. Skipped
 * loudly when no Redis answers (set TEST_REDIS_URL to point elsewhere).
 */
describe.skipIf(!reachable)('rate limits shared through Redis', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const recorders: ReturnType<typeof recordAnswers>[] = [];

  beforeAll(async () => {
    ({ database } = await createPgliteDatabase());
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({
        // One child per address: the shared allowance is reached in a few dozen runs.
        config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent', redisUrl, addressAllowanceChildren: 1 },
        database,
      });
      recorders.push(recordAnswers(app));
      await app.ready();
      apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    for (const recorder of recorders) assertAllDeclared(recorder);
    for (const app of apps) await app.close();
    await database.close();
  });

  it('counts logins from one address across both instances', async () => {
    const address = `10.${randomInt(200, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const login = (app: FastifyInstance | undefined) =>
      app?.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email: 'x@example.com', password: 'nope' } });
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMITS.login.max; index += 1) {
      statuses.push((await login(apps[index % 2]))?.statusCode ?? 0);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await login(apps[0]))?.statusCode).toBe(429);
    expect((await login(apps[1]))?.statusCode).toBe(429);
  });

  it('shares the per-address allowance of anonymous runs across both instances', async () => {
    const address = `10.${randomInt(200, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const run = (app: FastifyInstance | undefined) =>
      app?.inject({
        method: 'POST',
        url: '/api/level/update/python',
        remoteAddress: address,
        payload: { level_slug: 'intro-level1', last_status: 'in_progress', last_code_executed: 'move_forward()\n' },
      });
    const statuses: number[] = [];
    // Without the cookie every call is a new visitor: only the shared address count stops them.
    for (let index = 0; index < ALLOWANCE_PER_CHILD.runs; index += 1) statuses.push((await run(apps[index % 2]))?.statusCode ?? 0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await run(apps[0]))?.json<{ code: string }>().code).toBe('address_limit');
    expect((await run(apps[1]))?.statusCode).toBe(429);
  });
});
