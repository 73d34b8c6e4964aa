import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBodySchema } from '@codehop/api';
import { mayCallWhileImpersonating } from '../policies/impersonation.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 422 as every route answers it: `errors` names each refused field (body, query or path). */
export const validationErrorResponse = errorBodySchema.describe(
  'Validation Error: `errors` lists each refused field (location, field, message).',
);
/** 429 with Retry-After (seconds), documented as a header by plugins/openapi.ts. */
export const tooManyRequestsResponse = errorBodySchema.describe(
  'Too many requests from this client or address: wait Retry-After seconds.',
);
/** 403 of the plumbing: CSRF on cookie writes, or a call refused while staff view as someone else. */
export const forbiddenResponse = errorBodySchema.describe('Refused: see `code` for why.');
/** 400 of the framework, before the route runs: a malformed address or a Content-Length that does not match the body. */
export const badRequestResponse = errorBodySchema.describe(
  'Bad Request, answered before the route runs: the address is not valid URL encoding, or the body does not match its Content-Length.',
);
/** 413 of the framework: a body over the server's limit (1 MiB). */
export const payloadTooLargeResponse = errorBodySchema.describe('Payload Too Large: the body is over the 1 MiB limit.');
/** 414 of the framework: a path value longer than the router takes. */
export const uriTooLongResponse = errorBodySchema.describe('URI Too Long: a value in the path is longer than the router takes.');
/** 415 of the framework: a body whose Content-Type the server does not parse. */
export const unsupportedMediaTypeResponse = errorBodySchema.describe(
  'Unsupported Media Type: the body is sent with a Content-Type this call does not take.',
);

/** Methods whose body the framework reads (so it can be too large or of a type it does not take). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The statuses that shared plumbing can answer on a route, declared where the route is registered
 * so each route file only declares what its own handler answers:
 * - 422: any /api route (zod validation, NUL characters refused in any body, query or path, bad JSON);
 * - 429: a route with a rate limit or the per-address allowance of anonymous play;
 * - 403: a write that checks CSRF, or a call refused while impersonating (policies/impersonation.ts);
 * - what the framework answers before any route runs (app.ts's frameworkErrors and error handler
 *   give each the `{ detail, code }` body): 400 on any route (a malformed address or
 *   Content-Length), 414 on a route with a path value (longer than the router takes), 413 and 415
 *   on a method with a body (over the limit, or a Content-Type that is not parsed).
 * What a route declares itself wins (a route may describe its own 403 or 422).
 */
export function declareCommonStatuses(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const response: Record<string, unknown> = { ...(route.schema?.response as Record<string, unknown> | undefined) };
    const add = (status: number, schema: unknown) => {
      if (!(String(status) in response)) response[status] = schema;
    };
    add(422, validationErrorResponse);
    add(400, badRequestResponse);
    if (/[:*]/.test(route.url)) add(414, uriTooLongResponse);
    if (methods.some((method) => BODY_METHODS.has(method))) {
      add(413, payloadTooLargeResponse);
      add(415, unsupportedMediaTypeResponse);
    }
    if (route.config?.rateLimit || route.config?.addressAllowance) add(429, tooManyRequestsResponse);
    const csrfChecked = route.config?.csrf !== false && methods.some((method) => !SAFE_METHODS.has(method));
    const refusedWhileImpersonating = methods.some((method) => !mayCallWhileImpersonating(method, route.url));
    if (csrfChecked || refusedWhileImpersonating) add(403, forbiddenResponse);
    route.schema = { ...route.schema, response };
  });
}
