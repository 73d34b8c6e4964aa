import type { FastifyInstance } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { HttpError } from '../plugins/error-handler.ts';

export type AllowanceBucket = 'runs' | 'tips' | 'signup_links';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous calls of this route spend the per-address allowance of this bucket. */
    addressAllowance?: AllowanceBucket;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The second line behind the cookie's daily count (policies/attempt-limits.ts): what the anonymous
 * visitors behind one address may spend in a day, so a client that drops its cookie is not a new
 * visitor every time. Counted per child, times ADDRESS_ALLOWANCE_CHILDREN (default 35, a class
 * behind one school address): a child's whole anonymous day is 10 level runs (a start and a
 * completion report each), 10 challenge runs and a few creative plays (40 calls); 5 level and 5
 * challenge tips (12 with retries); a sign-up link or two (3). Signed-in players never spend it.
 */
export const ALLOWANCE_PER_CHILD: Readonly<Record<AllowanceBucket, number>> = {
  runs: 40,
  tips: 12,
  signup_links: 3,
};

const WHAT: Readonly<Record<AllowanceBucket, string>> = {
  runs: 'runs',
  tips: 'tips',
  signup_links: 'sign-up links',
};

function hoursOf(seconds: number): string {
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * Counts anonymous calls of routes with `config.addressAllowance` per address (IPv6 by its /64,
 * as the other limits) with the rate-limit plugin's store: shared through Redis when REDIS_URL is
 * set, in memory otherwise, and failing open when Redis is down. Past the allowance: 429 with
 * Retry-After (seconds to the end of the address's day) and `code: address_limit`.
 */
export function registerAddressAllowances(app: FastifyInstance, children: number): void {
  const limiters = Object.fromEntries(
    (Object.keys(ALLOWANCE_PER_CHILD) as AllowanceBucket[]).map((bucket) => [
      bucket,
      app.createRateLimit({
        max: ALLOWANCE_PER_CHILD[bucket] * children,
        timeWindow: DAY_MS,
        keyGenerator: (request) => `address-allowance:${bucket}:${normalizeIP(request.ip)}`,
      }),
    ]),
  ) as Record<AllowanceBucket, ReturnType<FastifyInstance['createRateLimit']>>;

  // After validation and authentication: a refused body or a signed-in player spends nothing.
  app.addHook('preHandler', async (request, reply) => {
    const bucket = request.routeOptions.config.addressAllowance;
    if (!bucket || request.auth) return;
    const verdict = await limiters[bucket](request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', verdict.ttlInSeconds);
    throw new HttpError(
      429,
      `Too many ${WHAT[bucket]} from your network today without an account. ` +
        `Sign in to keep going, or try again in ${hoursOf(verdict.ttlInSeconds)}.`,
      'address_limit',
    );
  });
}
