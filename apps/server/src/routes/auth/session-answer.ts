import type { SessionResponse } from '@codehop/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { createSession, deleteSession, type UserRow } from '../../commands/sessions.ts';
import { students } from '../../db/schema.ts';
import { setSessionCookies } from '../../plugins/authentication.ts';
import { canPlayAsStudent } from '../../policies/can-manage-student.ts';
import { currentUserAnswer } from '../../presenters/current-user.ts';
import { redirectAfterLogin, safeLocale } from '../../services/redirect-rule.ts';
import { csrfTokenFor } from '../../services/secret-token.ts';

/**
 * Starts a session for a user who just proved who they are, sets the cookies and answers with the
 * bearer token, the CSRF token, the current user and where to go next. The student chosen last is
 * chosen again, so "after login, the last played level" means that child's level.
 */
export async function startSessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  redirect: { raw: string | undefined; locale: string | undefined },
): Promise<SessionResponse> {
  const { db } = request.server.database;
  // Signing in again replaces the session this browser had, rather than leaving it alive.
  if (request.auth) await deleteSession(db, request.auth.session.id);
  let studentId: number | null = null;
  if (user.lastStudentId) {
    const [student] = await db
      .select()
      .from(students)
      .where(eq(students.id, user.lastStudentId))
      .limit(1);
    if (student && (await canPlayAsStudent(db, user, student))) studentId = student.id;
  }
  const { token, expiresAt } = await createSession(db, request.server.services.clock, user.id, {
    studentId,
  });
  return sessionAnswer(
    request,
    reply,
    user,
    { token, expiresAt, studentId, impersonationId: null },
    redirect,
  );
}

/** Sets the cookies of a session just made and answers with its tokens, the current user and where to go. */
export async function sessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  session: {
    token: string;
    expiresAt: Date;
    studentId: number | null;
    impersonationId: number | null;
  },
  redirect: { raw: string | undefined; locale: string | undefined },
): Promise<SessionResponse> {
  const { db } = request.server.database;
  const { token, expiresAt } = session;
  setSessionCookies(request, reply, token, expiresAt);
  const current = await currentUserAnswer(db, user, session.studentId, session.impersonationId);
  const locale = safeLocale(redirect.locale ?? user.language);
  return {
    access_token: token,
    token_type: 'bearer',
    csrf_token: csrfTokenFor(token),
    expires_at: expiresAt.toISOString(),
    redirect: redirectAfterLogin(redirect.raw, locale, current.last_played, (reason) =>
      request.log.info({ redirect: redirect.raw, reason }, 'ignored redirect'),
    ),
    user: current,
  };
}
