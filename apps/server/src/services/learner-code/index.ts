import type { Level } from '@codehop/engine';
import { checkMaxLines } from '@codehop/runner/line-limit';
import { buildHarness, findChallenge, judgeRun, loadLevel, newNonce, type Challenge, type ChallengeOutcome } from '@codehop/content/loader';
import type { CourseId } from '@codehop/content';
import { LearnerCodePool, type PoolOptions, type PoolStats } from './pool.ts';
import { levelTipInPool } from './level-tip.ts';
import type { Tip } from '@codehop/coach';

export { LearnerCodeBusyError, permissionFlag } from './pool.ts';
export type { PoolOptions, PoolStats } from './pool.ts';
export type { ChallengeOutcome, FirstFailure } from '@codehop/content/loader';

/** The runner's own limit, the same as in the browser. */
const TIME_LIMIT_MS = 5000;

export interface VerifyLevelRequest {
  readonly courseId: string;
  /** The course level to load, or the level itself (creative levels). */
  readonly slug?: string;
  readonly level?: Level;
  readonly code: string;
}

export interface VerifyLevelResult {
  readonly completed: boolean;
  readonly error?: { readonly kind: string; readonly message: string; readonly line: number | null };
}

/**
 * Learners' programs on the server: the only part of the server that runs them (and the only one
 * importing @codehop/runner). Everything goes through one pool of sandboxed processes.
 */
export interface LearnerCode {
  /** Re-runs a program against a level with the same runner and engine as the browser: does it complete the level? */
  verifyLevel(request: VerifyLevelRequest): Promise<VerifyLevelResult>;
  /** Runs a program against a challenge's hidden tests (rejects with ChallengeNotFoundError-like undefined slug). */
  runChallenge(request: { readonly slug: string; readonly code: string }): Promise<ChallengeOutcome>;
  /** The coach's tip for a program on a level (issue 16), worked out and checked in the pool. */
  tipLevel(request: { readonly level: Level; readonly code: string; readonly solution: string | null }): Promise<Tip>;
  /** Starts the processes; resolves when one is warm. */
  warm(): Promise<void>;
  stats(): PoolStats;
  pids(): number[];
  close(): void;
}

export class UnknownChallengeError extends Error {
  constructor(slug: string) {
    super(`There is no challenge ${slug}.`);
    this.name = 'UnknownChallengeError';
  }
}

export function createLearnerCode(options: PoolOptions = {}): LearnerCode {
  const pool = new LearnerCodePool(options);
  return {
    async verifyLevel(request) {
      const level: Level = request.level ?? (await loadLevel(request.courseId as CourseId, request.slug ?? ''));
      // The play screen refuses a program over the level's line limit: it cannot complete the level.
      if (checkMaxLines(request.code, level.maxLinesOfCode) !== null) {
        return { completed: false, error: { kind: 'limit', message: 'The program has more lines than this level allows.', line: null } };
      }
      const run = await pool.run({ level, code: request.code, timeLimitMs: TIME_LIMIT_MS });
      return run.error === null ? { completed: run.completed } : { completed: run.completed, error: run.error };
    },
    async runChallenge(request) {
      const challenge: Challenge | undefined = await findChallenge(request.slug);
      if (challenge === undefined) throw new UnknownChallengeError(request.slug);
      const nonce = newNonce();
      const code = buildHarness(request.code, challenge.functionName, challenge.tests, nonce);
      const run = await pool.run({ level: null, code, timeLimitMs: TIME_LIMIT_MS });
      return judgeRun(run, challenge.functionName, challenge.tests, nonce);
    },
    tipLevel: (request) => levelTipInPool(pool, request.level, request.code, request.solution),
    warm: () => pool.warm(),
    stats: () => pool.stats(),
    pids: () => pool.pids(),
    close: () => pool.close(),
  };
}
