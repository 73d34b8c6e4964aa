import { randomBytes } from 'node:crypto';
import { ANONYMOUS_COOKIE } from '@codehop/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/error-handler.ts';
import { canPlayAsStudent } from '../policies/can-manage-student.ts';
import type { Player } from '../policies/attempt-limits.ts';

const ANONYMOUS_ID = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/** Thrown when a signed-in parent or teacher has not chosen a student (they cannot run, save or load). */
export const STUDENT_REQUIRED = new HttpError(403, 'Choose a student first to play.', 'student_required');

/**
 * Who is playing: the session's chosen student, or an anonymous visitor known by a random id in an
 * httpOnly cookie (set on first use) so the daily limits follow the browser, not the address.
 */
export async function resolvePlayer(request: FastifyRequest, reply: FastifyReply): Promise<Player> {
  const auth = request.auth;
  if (!auth) {
    let anonymousId = request.cookies[ANONYMOUS_COOKIE];
    if (!anonymousId || !ANONYMOUS_ID.test(anonymousId)) {
      anonymousId = randomBytes(18).toString('base64url');
      reply.setCookie(ANONYMOUS_COOKIE, anonymousId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: YEAR_S,
      });
    }
    return { kind: 'anonymous', anonymousId };
  }
  if (!auth.session.studentId) throw STUDENT_REQUIRED;
  // Read with the session (plugins/authentication.ts): no query of its own.
  const student = auth.chosenStudent;
  if (!student || !(await canPlayAsStudent(request.server.database.db, auth.user, student))) throw STUDENT_REQUIRED;
  return { kind: 'student', user: auth.user, student };
}
