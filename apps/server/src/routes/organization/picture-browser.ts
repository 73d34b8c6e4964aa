import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser's own name at the picture login, so wrong tries wait on the browser that made them. */
export const PICTURE_BROWSER_COOKIE = 'codehop_picture_browser';
const SHAPE = /^[A-Za-z0-9_-]{22}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The browser's picture-login name, made and set on its first try. It proves nothing (a script
 * drops it at will; the per-name and per-address counts hold then); it only lets a classmate's
 * wrong taps on one tablet leave the child's own tablet alone.
 */
export function pictureBrowserOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[PICTURE_BROWSER_COOKIE];
  if (known && SHAPE.test(known)) return known;
  const made = randomBytes(16).toString('base64url');
  reply.setCookie(PICTURE_BROWSER_COOKIE, made, { path: '/api/auth/login-org', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: YEAR_S });
  return made;
}
