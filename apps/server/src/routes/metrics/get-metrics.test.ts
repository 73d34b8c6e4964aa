import { expect, it } from 'vitest';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

const TOKEN = 'a-scraper-token-of-32-characters';

describeWithApp('GET /api/metrics', (context) => {
  it('counts requests per route and status, runs by status, and the outbox backlog', async () => {
    const parent = await signUpParent(context.app);
    await addAndChooseStudent(context.app, parent, `metrics_${Date.now().toString(36)}`);
    for (const status of ['in_progress', 'complete'] as const) {
      const run = await context.app.inject({
        method: 'POST',
        url: '/api/level/update/python',
        headers: parent.bearerHeaders,
        payload: {
          last_status: status,
          last_code_executed: 'move_forward()',
          level_slug: 'intro-level1',
        },
      });
      expect(run.statusCode).toBe(200);
    }
    await context.app.inject({ method: 'GET', url: '/api/level/course/python' });
    const response = await context.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /codehop_http_request_duration_seconds_count\{method="GET",route="\/api\/level\/course\/:course",status_code="200"\} 1/,
    );
    expect(text).toMatch(/codehop_level_runs_total\{status="complete"\} 1/);
    expect(text).toMatch(/codehop_level_runs_total\{status="in_progress"\} 1/);
    // The sign-up queued a verification mail and no SMTP server sends it.
    expect(text).toMatch(/codehop_mail_outbox_pending [1-9]/);
    expect(text).toContain('codehop_process_cpu_seconds_total');
  });
});

describeWithApp(
  'GET /api/metrics with a token',
  (context) => {
    it('answers only a scraper with the bearer token', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(
        401,
      );
      const wrong = await context.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await context.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
    });
  },
  { config: { environment: 'production', metrics: { enabled: true, token: TOKEN } } },
);

describeWithApp(
  'GET /api/metrics in production without a token',
  (context) => {
    it('is not there', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(
        404,
      );
    });
  },
  { config: { environment: 'production' } },
);
