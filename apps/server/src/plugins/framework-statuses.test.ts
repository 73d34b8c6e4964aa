import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { errorBodySchema } from '@codehop/api';
import { declares, documentPath } from '../test/contract-check.ts';
import { describeWithApp } from '../test/test-app.ts';

type Responses = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Responses }>>;
}

const json = { 'content-type': 'application/json' };

/** Each answer the framework gives before a route runs, provoked on a real route. */
const cases: readonly (readonly [string, string, InjectOptions, number, string])[] = [
  ['an over-long path value', '/api/profile/students/:student_id', { method: 'GET', url: `/api/profile/students/${'1'.repeat(500)}` }, 414, 'FST_ERR_MAX_PARAM_LENGTH'],
  ['an address that is not URL encoding', '/api/profile/students/:student_id', { method: 'GET', url: '/api/profile/students/%E0%A4%A' }, 400, 'FST_ERR_BAD_URL'],
  ['a body that is not JSON', '/api/auth/login', { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"username": ' }, 422, 'invalid_json'],
  ['a body longer than its Content-Length says', '/api/auth/login', { method: 'POST', url: '/api/auth/login', headers: { ...json, 'content-length': '3' }, payload: '{"username":"x"}' }, 400, 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'],
  ['a body over the limit', '/api/auth/login', { method: 'POST', url: '/api/auth/login', headers: json, payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1) }) }, 413, 'FST_ERR_CTP_BODY_TOO_LARGE'],
  ['a Content-Type no parser takes', '/api/auth/login', { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' }, 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
];

describeWithApp('what the framework answers before a route runs', (context) => {
  it.each(cases)('answers %s with its status, the error body and the status declared on the route', async (_name, route, request, status, code) => {
    const response = await context.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code });
    const document = context.app.swagger() as unknown as OpenApiDocument;
    const operation = document.paths[documentPath(route)]?.[String(request.method).toLowerCase()];
    expect(declares(operation?.responses, status)).toBe(true);
  });

  it('declares 400 on every route, 414 where a path holds a value, 413 and 415 where a body is read', () => {
    const document = context.app.swagger() as unknown as OpenApiDocument;
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const wanted = [400, ...(path.includes('{') ? [414] : []), ...(method === 'get' ? [] : [413, 415])];
        for (const status of wanted) if (!declares(operation.responses, status)) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
