import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;
type JsonObject = Record<string, unknown>;

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again.' },
};
const LOCATION = { Location: { type: 'string', description: 'Where the browser is sent.' } };

/**
 * The response headers zod cannot say: every 429 documents Retry-After, every redirect documents
 * Location and has no body (fastify-type-provider-zod only converts the bodies).
 */
export function withResponseHeaders(responses: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => {
      const code = Number(status);
      if (code === 429) return [status, { ...(schema as JsonObject), headers: RETRY_AFTER }];
      if (code >= 300 && code < 400) {
        const description = (schema as JsonObject).description ?? 'Redirect';
        return [status, { type: 'null', description, headers: LOCATION }];
      }
      return [status, schema];
    }),
  );
}

const transform: Transform = (document) => {
  const result = jsonSchemaTransform(document);
  const schema = result.schema as JsonObject | undefined;
  const responses = schema?.response as JsonObject | undefined;
  if (!schema || !responses) return result;
  return { ...result, schema: { ...schema, response: withResponseHeaders(responses) } };
};

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Codehop API',
        description: 'The HTTP calls of the Codehop game (spec/platform.md §7).',
        version,
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
