import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@codehop/api';
import { pingDatabase } from '../../db/database.ts';

/** GET /api/health: 200 with the database's state, 503 when the database does not answer. */
export const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database state',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const ping = await pingDatabase(app.database);
      return reply.status(ping.ok ? 200 : 503).send({
        status: ping.ok ? 'ok' : 'degraded',
        database: { kind: app.database.kind, ok: ping.ok, latency_ms: ping.latencyMs },
        version: app.appVersion,
      });
    },
  );
};
