import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { nulProbeFor, parameterFor, valueFor, type JsonSchema } from './schema-arbitrary.ts';

/** One operation of the OpenAPI document, as the fuzz reads it. */
export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
  responses: Record<string, unknown>;
}

export interface GeneratedRequest {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

type DocumentOperation = {
  parameters?: Operation['parameters'];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

/** The routes the fuzz leaves alone: the document's own pages. */
const OUTSIDE = [/^\/api\/docs/];

/** Every documented /api operation (HEAD aside: it is the GET without a body). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, DocumentOperation>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !OUTSIDE.some((pattern) => pattern.test(path)))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content?.['application/json']?.schema,
          responses: operation.responses ?? {},
        })),
    );
}

/**
 * Requests shaped like the operation most of the time and wrong some of the time. A path or query
 * parameter the caller owns (`student_id`, `class_id`, ...) is often the caller's own, so the
 * calls reach past "not found" into the handlers.
 */
export function requestFor(operation: Operation, ids: Readonly<Record<string, string>>): fc.Arbitrary<GeneratedRequest> {
  const inPlace = (where: string) => operation.parameters.filter((parameter) => parameter.in === where);
  const valueOf = (parameter: Operation['parameters'][number]) => {
    const own = ids[parameter.name];
    const generated = parameterFor(parameter.schema);
    return own === undefined ? generated : fc.oneof(fc.constant(own), generated);
  };
  const params = fc.record(Object.fromEntries(inPlace('path').map((p) => [p.name, valueOf(p)])));
  const query = fc.record(Object.fromEntries(inPlace('query').map((p) => [p.name, valueOf(p)])), { requiredKeys: [] });
  const body = operation.body ? valueFor(operation.body) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

/** The first call of every operation: its own shape with NUL characters in every text field. */
export function nulProbeOf(operation: Operation): GeneratedRequest {
  const inPlace = (where: string) => operation.parameters.filter((parameter) => parameter.in === where);
  return {
    params: Object.fromEntries(inPlace('path').map((p) => [p.name, String(nulProbeFor(p.schema))])),
    query: Object.fromEntries(inPlace('query').map((p) => [p.name, String(nulProbeFor(p.schema))])),
    body: operation.body ? nulProbeFor(operation.body) : undefined,
  };
}

export function urlOf(operation: Operation, request: Pick<GeneratedRequest, 'params' | 'query'>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.params[name] ?? 'x'));
  const defined = Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(defined).toString();
  return search ? `${path}?${search}` : path;
}
