import type { FastifyInstance } from 'fastify';
import type { TestSession } from './session-helpers.ts';

/** A creative level with one carrot straight ahead of the start (the player faces north). */
export const CARROT_LEVEL = {
  player_start: [14, 9],
  items: [{ type: 'carrot', action: 'collect', position: [14, 8] }],
  level_goals: [{ action: 'collect', type: 'carrot', count: 1 }],
} as const;

/** The program that completes CARROT_LEVEL, and one that runs fine but does not. */
export const CARROT_SOLUTION = 'from player import *\nmove_forward()\ncollect()\n';
export const CARROT_NEAR_MISS = 'from player import *\nmove_forward()\n';

/** Creates CARROT_LEVEL as `session`'s user; the creator has not completed it yet. */
export async function createCarrotLevel(
  app: FastifyInstance,
  session: TestSession,
  name: string,
): Promise<{ id: number; level_slug: string; user_id: number; version: number }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/level/creative/create',
    headers: session.bearerHeaders,
    payload: { name, course_id: 'python', ...CARROT_LEVEL },
  });
  if (created.statusCode !== 201) throw new Error(`creating a level failed: ${created.body}`);
  return created.json();
}

/** The creator completes the level with the real solution (verified) and makes it public. */
export async function publishCarrotLevel(
  app: FastifyInstance,
  session: TestSession,
  level: { id: number; level_slug: string },
): Promise<void> {
  const run = await app.inject({
    method: 'POST',
    url: `/api/level/creative/${level.id}/run`,
    headers: session.bearerHeaders,
    payload: { status: 'complete', code: CARROT_SOLUTION },
  });
  if (!run.json<{ creator_completed: boolean }>().creator_completed) throw new Error(`the creator's completion was not verified: ${run.body}`);
  const published = await app.inject({
    method: 'PUT',
    url: `/api/level/creative/${level.level_slug}?course_id=python`,
    headers: session.bearerHeaders,
    payload: { is_public: true },
  });
  if (published.statusCode !== 200) throw new Error(`publishing failed: ${published.body}`);
}
