import type { FastifyInstance } from 'fastify';
import { recordImpersonatedAction } from '../commands/impersonation.ts';
import { mayCallWhileImpersonating } from '../policies/impersonation.ts';
import { HttpError } from './error-handler.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While platform staff view the product as someone else: calls that change the password or e-mail,
 * pay, refund or delete the account are refused, and every other change is written to the audit
 * log with its answer.
 */
export function guardImpersonation(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.auth?.session.impersonationId == null) return;
    const route = request.routeOptions.url ?? request.url;
    if (!mayCallWhileImpersonating(request.method, route)) {
      throw new HttpError(
        403,
        'This is not allowed while viewing as another user.',
        'impersonation_forbidden',
      );
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const impersonationId = request.auth?.session.impersonationId;
    if (impersonationId == null || READS.has(request.method)) return;
    const body = request.body;
    const fields =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    await recordImpersonatedAction(app.database.db, {
      impersonationId,
      method: request.method,
      url: request.url.slice(0, 500),
      statusCode: reply.statusCode,
      fields,
    }).catch((error: unknown) =>
      request.log.error({ err: error }, 'could not write the impersonation audit'),
    );
  });
}
