import type { FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from './authentication.ts';
import { HttpError } from './error-handler.ts';
import { isPlatformStaff } from '../policies/platform-staff.ts';

/** The staff member making the call, or 401 / 403. */
export function requireStaff(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!isPlatformStaff(auth))
    throw new HttpError(403, 'This page is for the Codehop team.', 'not_staff');
  return auth;
}
