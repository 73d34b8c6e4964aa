import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { statusLabel, type ErrorBody, type FieldError } from '@codehop/api';

const LOCATIONS: Record<string, FieldError['location']> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Thrown by routes for an expected failure; answered as `{ detail, code? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }

  /** Set by StaleError (412): the resource as it is now and its ETag. */
  readonly current?: unknown;
  readonly currentTag?: string;
}

/**
 * Every failure leaves as JSON `{ detail, code? }`: validation as 422 "Validation Error" with
 * field errors, unknown /api paths as 404, and anything unexpected as a logged 500 that never
 * shows internals to the caller.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody & { current?: unknown } = {
        detail: error.detail,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      };
      // A stale If-Match (plugins/preconditions.ts): the current state and its tag go with the 412.
      if (error.current !== undefined) body.current = error.current;
      if (error.currentTag !== undefined) void reply.header('etag', error.currentTag);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = LOCATIONS[error.validationContext ?? 'body'] ?? 'body';
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        location,
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(422).send({ detail: 'Validation Error', code: 'validation_error', errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const errors: FieldError[] = [{ field: '', location: 'body', message: 'The request body is not valid JSON' }];
      return reply.status(422).send({ detail: 'Validation Error', code: 'invalid_json', errors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ detail: statusLabel(status) });
    }
    return reply.status(status).send({ detail: statusLabel(status), ...(error.code ? { code: error.code } : {}) });
  });
}

/**
 * What the router answers before any route runs (a path value longer than it takes: 414; an
 * address that is not valid URL encoding: 400), in the same `{ detail, code }` shape as every
 * other answer; plugins/declared-statuses.ts declares them on the routes.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  void reply.status(status).send({ detail: statusLabel(status), ...(error.code ? { code: error.code } : {}) });
}
