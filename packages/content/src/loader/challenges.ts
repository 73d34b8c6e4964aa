import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the coding challenges live: `challenges/<slug>/` (see docs/CONTENT.md, "Challenges"). */
export const challengesDirectory = fileURLToPath(new URL('../../challenges', import.meta.url));

export const CHALLENGE_DIFFICULTIES = ['beginner', 'advanced', 'expert'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

const challengeFileSchema = z.object({
  title: z.string().min(1),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  /** The function the learner writes; the hidden tests call it. */
  function: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  order: z.number().int(),
});

const testsSchema = z
  .array(z.object({ args: z.array(z.json()), expected: z.json() }))
  .min(3, 'A challenge needs at least 3 hidden tests');

export type ChallengeTest = z.infer<typeof testsSchema>[number];

/** A challenge as the server holds it. `tests` (with their expected values) never leave the server. */
export interface Challenge {
  readonly slug: string;
  readonly title: string;
  readonly difficulty: ChallengeDifficulty;
  readonly functionName: string;
  readonly order: number;
  /** The task in Markdown. */
  readonly task: string;
  readonly starter: string;
  readonly tests: readonly ChallengeTest[];
}

export class ChallengeNotFoundError extends Error {
  constructor(slug: string) {
    super(`No challenge ${slug}`);
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
let all: Promise<readonly Challenge[]> | null = null;

async function readChallenge(slug: string): Promise<Challenge> {
  const directory = path.join(challengesDirectory, slug);
  const read = (file: string) => readFile(path.join(directory, file), 'utf8');
  const [meta, tests, task, starter] = await Promise.all([read('challenge.json'), read('tests.json'), read('task.md'), read('starter.py')]);
  const parsed = challengeFileSchema.parse(JSON.parse(meta));
  return {
    slug,
    title: parsed.title,
    difficulty: parsed.difficulty,
    functionName: parsed.function,
    order: parsed.order,
    task,
    starter,
    tests: testsSchema.parse(JSON.parse(tests)),
  };
}

/** Every challenge, in their order (read once per process). */
export function loadChallenges(): Promise<readonly Challenge[]> {
  all ??= (async () => {
    const entries = await readdir(challengesDirectory, { withFileTypes: true });
    const slugs = entries.filter((entry) => entry.isDirectory() && SLUG.test(entry.name)).map((entry) => entry.name);
    const challenges = await Promise.all(slugs.map(readChallenge));
    return challenges.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  })().catch((error: unknown) => {
    all = null;
    throw error;
  });
  return all;
}

export async function findChallenge(slug: string): Promise<Challenge | undefined> {
  return (await loadChallenges()).find((challenge) => challenge.slug === slug);
}

/** The reference solution and the known wrong programs (content checks only). */
export async function loadChallengePrograms(slug: string): Promise<{ solution: string; wrong: { file: string; code: string }[] }> {
  const directory = path.join(challengesDirectory, slug);
  const files = await readdir(directory);
  const wrongFiles = files.filter((file) => /^wrong-.*\.py$/.test(file)).sort();
  const [solution, ...wrong] = await Promise.all(['solution.py', ...wrongFiles].map((file) => readFile(path.join(directory, file), 'utf8')));
  return { solution: solution ?? '', wrong: wrongFiles.map((file, index) => ({ file, code: wrong[index] ?? '' })) };
}
