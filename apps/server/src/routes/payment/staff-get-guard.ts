import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/error-handler.ts';
import { isPlatformStaff } from '../../policies/platform-staff.ts';

/**
 * Staff calls the spec makes GET although they change things (transfer-purchases, set-paid). A link
 * on another site could make a staff browser send one with its cookie, so a cookie session must
 * also show the browser marked the request same-origin; API clients use a bearer token.
 */
export function requireStaffWrite(request: FastifyRequest): void {
  const auth = request.auth;
  if (!auth) throw new HttpError(401, 'Not authenticated', 'not_authenticated');
  if (!isPlatformStaff(auth)) throw new HttpError(403, 'Only Codehop staff can do this.', 'staff_only');
  if (auth.via === 'cookie' && request.headers['sec-fetch-site'] !== 'same-origin') {
    throw new HttpError(403, 'Open this from the staff area.', 'csrf');
  }
}
