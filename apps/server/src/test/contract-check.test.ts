import { expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@codehop/api';
import { buildApp } from '../app.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { assertAllDeclared, declares, documentPath, recordAnswers } from './contract-check.ts';
import { describeWithApp } from './test-app.ts';
import { createPgliteDatabase } from './test-database.ts';

it('names the route and status a test saw but the document does not declare', async () => {
  const { database } = await createPgliteDatabase();
  const app = await buildApp({ config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent' }, database });
  try {
    // A route that answers a status it does not declare, as a route might after a change.
    app.get(
      '/api/contract-probe/:id',
      { schema: { params: z.object({ id: z.string() }), response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => {
        throw new HttpError(409, 'Taken', 'taken');
      },
    );
    const recorder = recordAnswers(app);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/contract-probe/1' })).statusCode).toBe(409);
    // Shared plumbing's 422 is declared by plugins/declared-statuses.ts, so it is not named.
    expect((await app.inject({ method: 'GET', url: '/api/contract-probe/a%00b' })).statusCode).toBe(422);
    expect(recorder.undeclared()).toEqual(['GET /api/contract-probe/:id answered 409']);
    expect(() => assertAllDeclared(recorder)).toThrow(/GET \/api\/contract-probe\/:id answered 409/);
  } finally {
    await app.close();
    await database.close();
  }
}, 60_000);

it('reads the document as @fastify/swagger writes it', () => {
  expect(documentPath('/api/organization/classes/:class_id/progress.csv')).toBe('/api/organization/classes/{class_id}/progress.csv');
  expect(declares({ '200': {}, '404': {} }, 404)).toBe(true);
  expect(declares({ '200': {} }, 404)).toBe(false);
  expect(declares({ '4XX': {} }, 404)).toBe(true);
});

describeWithApp('unsupported methods and the shared statuses', (context) => {
  it('answers 405 with Allow and an error body to a method a known path has not', async () => {
    const response = await context.app.inject({ method: 'PATCH', url: '/api/profile/students/12' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    expect(errorBodySchema.parse(response.json())).toEqual({ detail: 'This address answers DELETE, GET, HEAD, PUT only.', code: 'method_not_allowed' });
  });

  it('still answers 404 to an unknown path', async () => {
    const response = await context.app.inject({ method: 'PATCH', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
  });

  it('documents 429 with Retry-After, redirects with Location, the CSV as text/csv, and hides the dev outbox', () => {
    type Responses = Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
    const document = context.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Responses }>> };
    const signup = document.paths['/api/auth/signup']?.post?.responses;
    expect(Object.keys(signup?.['429']?.headers ?? {})).toEqual(['Retry-After']);
    expect(Object.keys(signup ?? {})).toEqual(expect.arrayContaining(['201', '409', '422', '429']));
    const confirm = document.paths['/api/auth/confirm-email']?.get?.responses;
    expect(Object.keys(confirm?.['302']?.headers ?? {})).toEqual(['Location']);
    expect(confirm?.['200']).toBeUndefined();
    const csv = document.paths['/api/organization/classes/{class_id}/progress.csv']?.get?.responses;
    expect(Object.keys(csv?.['200']?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
  });
});
