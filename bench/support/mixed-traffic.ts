// The mixed learner traffic of the load and fault benchmarks: what children and parents do most.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Learner } from './learners.ts';
import { clientAddress } from './learners.ts';

export interface TrafficRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const FREE_LEVELS = [
  'intro-level1',
  'intro-level2',
  'intro-level3',
  'intro-level4',
  'intro-level5',
  'intro-level6',
  'intro-level7',
];

const levelsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/content/levels/python',
);

/**
 * What a completion claim carries. The browser claims a completion only when its own engine saw the
 * level completed, so by default a claim carries the level's solution: the server verifies it once
 * (a Python run in the sandbox, about 15 ms of CPU) and answers later claims of the same level from
 * the stored completion. LOAD_CLAIMS=wrong sends a program that does not complete the level
 * instead (every claim is then re-run and refused: what a client lying about completions costs).
 */
const CLAIMS = process.env.LOAD_CLAIMS === 'wrong' ? 'wrong' : 'solution';
const SOLUTIONS = new Map(
  FREE_LEVELS.map((slug) => [
    slug,
    readFileSync(path.join(levelsDir, slug, 'solution.py'), 'utf8'),
  ]),
);
export const CLAIMS_DESCRIPTION =
  CLAIMS === 'wrong'
    ? 'completion claims carry a wrong program (LOAD_CLAIMS=wrong)'
    : "completion claims carry the level's solution";

function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)]!;
}

/** One request of the mix, for a random learner. Weights: how often each call happens per 100. */
export function mixedRequest(learners: readonly Learner[]): TrafficRequest {
  const learner = pick(learners);
  const signedIn = { authorization: `Bearer ${learner.token}`, 'x-forwarded-for': clientAddress() };
  const roll = Math.random() * 100;
  if (roll < 20) return { method: 'GET', path: '/api/level/course/python', headers: signedIn };
  if (roll < 40)
    return {
      method: 'GET',
      path: `/api/level/data/python/${pick(FREE_LEVELS)}`,
      headers: signedIn,
    };
  if (roll < 70 || roll >= 99.5) {
    const complete = roll < 45;
    const slug = pick(FREE_LEVELS);
    const program =
      complete && CLAIMS === 'solution' ? SOLUTIONS.get(slug)! : 'move_forward()\nturn_left()';
    return {
      method: 'POST',
      path: '/api/level/update/python',
      headers: { ...signedIn, 'content-type': 'application/json' },
      body: JSON.stringify({
        last_status: complete ? 'complete' : 'in_progress',
        last_code_executed: `${program}\n# run ${Math.random().toString(36).slice(2)}`,
        level_slug: slug,
      }),
    };
  }
  if (roll < 80) return { method: 'GET', path: '/api/profile', headers: signedIn };
  if (roll < 88) return { method: 'GET', path: '/api/auth/current', headers: signedIn };
  if (roll < 96)
    return { method: 'GET', path: `/api/profile/students/${learner.studentId}`, headers: signedIn };
  if (roll < 99)
    return {
      method: 'GET',
      path: '/api/level/data/python/intro-level1',
      headers: { 'x-forwarded-for': clientAddress() },
    };
  // Logins hash a password (argon2id): rare in real traffic and costly by design.
  return {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ email: learner.email, password: learner.password }),
  };
}
