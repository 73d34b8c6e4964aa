import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Player } from '../../policies/attempt-limits.ts';
import { resolvePlayer, STUDENT_REQUIRED } from '../../services/player.ts';

/** The player for reading challenges: a signed-in user who has not chosen a student reads them without a status. */
export async function readingPlayer(request: FastifyRequest, reply: FastifyReply): Promise<Player | null> {
  try {
    return await resolvePlayer(request, reply);
  } catch (error) {
    if (error === STUDENT_REQUIRED) return null;
    throw error;
  }
}
