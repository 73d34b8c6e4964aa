import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Player } from '../../policies/attempt-limits.ts';
import type { StudentRow } from '../../presenters/student.ts';
import { resolvePlayer } from '../../services/player.ts';

/**
 * Whose answer order a quiz call uses (services/quiz-answer-order.ts): the student whose quiz it
 * is, else a visitor's browser (the anonymous-id cookie the runs use, set here on first use, so
 * the visitor's reloads and answers agree), else the signed-in account that chose nobody (who can
 * read the questions but not answer them).
 */
export async function quizPlayerKey(request: FastifyRequest, reply: FastifyReply, student: StudentRow | null): Promise<string> {
  if (student) return `student:${student.id}`;
  if (request.auth) return `user:${request.auth.user.id}`;
  return playerKeyOf(await resolvePlayer(request, reply));
}

/** The key of a player already resolved by the answer call. */
export function playerKeyOf(player: Player): string {
  return player.kind === 'student' ? `student:${player.student.id}` : `visitor:${player.anonymousId}`;
}
