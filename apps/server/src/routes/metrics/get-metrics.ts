import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sameSecret } from '../../services/secret-token.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/**
 * GET /api/metrics: Prometheus text format. With a token configured it answers only a scraper
 * that sends `Authorization: Bearer <METRICS_TOKEN>`; without one it is registered only outside
 * production (see config.ts), so a default production install does not publish it.
 */
export function getMetricsRoute(token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token) {
        const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!sent || !sameSecret(sent, token))
          throw new HttpError(401, 'Not authenticated', 'not_authenticated');
      }
      reply.header('content-type', app.metrics.contentType);
      return app.metrics.metrics();
    });
  };
}
