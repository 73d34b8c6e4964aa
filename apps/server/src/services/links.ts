import type { FastifyRequest } from 'fastify';

/**
 * The address for links in e-mails and the Google callback. main.ts always configures one (PUBLIC_URL
 * or http://localhost:PORT), so request headers, which a client can forge, never build a reset link;
 * the request's origin is only the fallback of apps built without it (tests).
 */
export function publicBase(request: FastifyRequest): string {
  const configured = request.server.services.publicUrl;
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
