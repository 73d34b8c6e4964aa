import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRunner, runLevel, type RunnerHost } from '@codehop/runner/node';
import {
  CHALLENGE_DIFFICULTIES,
  buildHarness,
  judgeRun,
  loadChallengePrograms,
  loadChallenges,
  newNonce,
  type Challenge,
  type ChallengeOutcome,
} from '../src/loader/index.ts';

/**
 * Every challenge's reference solution passes its hidden tests through the real runner (the same
 * harness the server uses), and every known wrong solution fails at least one. One warm runner.
 */
const challenges = await loadChallenges();
let runner: RunnerHost;

beforeAll(async () => {
  runner = createNodeRunner();
  await runner.ready();
}, 60_000);

afterAll(() => runner.close());

async function judge(challenge: Challenge, code: string): Promise<ChallengeOutcome> {
  const nonce = newNonce();
  const result = await runLevel(null, buildHarness(code, challenge.functionName, challenge.tests, nonce), { runner });
  return judgeRun(result, challenge.functionName, challenge.tests, nonce);
}

describe('the challenges', () => {
  it('are at least 30, of every difficulty, with unique titles', () => {
    expect(challenges.length).toBeGreaterThanOrEqual(30);
    for (const difficulty of CHALLENGE_DIFFICULTIES) expect(challenges.some((challenge) => challenge.difficulty === difficulty)).toBe(true);
    expect(new Set(challenges.map((challenge) => challenge.title)).size).toBe(challenges.length);
  });
});

describe.each(challenges)('$slug', (challenge) => {
  it('the reference solution passes every hidden test', async () => {
    const { solution } = await loadChallengePrograms(challenge.slug);
    const outcome = await judge(challenge, solution);
    expect(outcome.error).toBeNull();
    expect(outcome.firstFailure).toBeNull();
    expect(outcome.passed).toBe(true);
  });

  it('the starter code does not pass', async () => {
    expect((await judge(challenge, challenge.starter)).passed).toBe(false);
  });

  it('has one to three wrong solutions, and each fails', async () => {
    const { wrong } = await loadChallengePrograms(challenge.slug);
    expect(wrong.length).toBeGreaterThanOrEqual(1);
    expect(wrong.length).toBeLessThanOrEqual(3);
    for (const { file, code } of wrong) expect((await judge(challenge, code)).passed, file).toBe(false);
  });

  it('has a task that names the function', () => {
    expect(challenge.task).toContain(challenge.functionName);
  });
});
