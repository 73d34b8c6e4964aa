import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@codehop/api';
import { findSession, type ChosenStudentRow, type SessionRow, type UserRow } from '../commands/sessions.ts';
import { csrfTokenFor, sameSecret } from '../services/secret-token.ts';
import { HttpError } from './error-handler.ts';

export interface AuthContext {
  via: 'cookie' | 'bearer';
  token: string;
  session: SessionRow;
  user: UserRow;
  /** The session's chosen student as read with the session (null when none is chosen). */
  chosenStudent: ChosenStudentRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for an anonymous visitor. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** false on calls that do not act on the ambient session (login, sign-up, password reset). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Whether the browser itself says the request comes from our own pages: `Sec-Fetch-Site:
 * same-origin`, or (older browsers) an `Origin` equal to ours. Pages cannot forge either header.
 */
function fromOurOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const publicUrl = request.server.services.publicUrl;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Resolves the session of every API request (bearer token first, then the cookie) and enforces CSRF
 * on writes that rely on the cookie. Such a write passes when the browser marks it same-origin
 * (Fetch Metadata / Origin, the OWASP header check), or when it carries `X-CSRF-Token` equal to the
 * readable `codehop_csrf` cookie, which another site can neither read nor compute.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token || token.length > 200) return;
    const found = await findSession(app.database.db, app.services.clock, token);
    if (found) request.auth = { via: bearer ? 'bearer' : 'cookie', token, ...found };
  });
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (!auth || auth.via !== 'cookie' || SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.csrf === false) return;
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent === 'string' && sameSecret(sent, csrfTokenFor(auth.token))) return;
    if (!fromOurOwnPage(request)) {
      throw new HttpError(403, 'The security token of this page has expired. Reload the page and try again.', 'csrf');
    }
  });
}

/** The signed-in session, or 401 (the app sends the user to the login page). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Not authenticated', 'not_authenticated');
  return request.auth;
}

/** Sets the session and CSRF cookies; Secure whenever the request came over HTTPS (directly or via the proxy). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
