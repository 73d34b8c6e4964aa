import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { mailOutbox } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app, so tests that build many apps never collide). */
    metrics: Registry;
  }
}

const LEVEL_UPDATE_ROUTE = '/api/level/update/:course';

/**
 * Prometheus metrics of one instance: request rate and latency per route, the database pool, the
 * mail outbox backlog, and learners' runs and completions. Served by GET /api/metrics.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'codehop_' });
  app.decorate('metrics', registry);

  const requests = new Histogram({
    name: 'codehop_http_request_duration_seconds',
    help: 'HTTP requests by method, route (as registered) and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const runs = new Counter({
    name: 'codehop_level_runs_total',
    help: 'Runs recorded by POST /api/level/update, by the status the learner reached',
    labelNames: ['status'],
    registers: [registry],
  });
  new Gauge({
    name: 'codehop_mail_outbox_pending',
    help: 'Mails waiting in the outbox (the sender backlog)',
    registers: [registry],
    async collect() {
      const [row] = await app.database.db
        .select({ value: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      this.set(row?.value ?? 0);
    },
  });
  new Gauge({
    name: 'codehop_database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on embedded PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = app.database.poolStats?.();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unmatched paths are not labelled one by one: a scanner must not grow the label set.
    const label = route ?? 'unmatched';
    requests.observe(
      { method: request.method, route: label, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === LEVEL_UPDATE_ROUTE && reply.statusCode === 200) {
      const status = (request.body as { last_status?: unknown } | undefined)?.last_status;
      runs.inc({ status: status === 'complete' ? 'complete' : 'in_progress' });
    }
  });
}
