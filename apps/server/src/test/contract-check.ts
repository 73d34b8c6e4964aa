import type { FastifyInstance } from 'fastify';

type Responses = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Responses }>>;
}

/** A route as registered (`/api/classes/:class_id`) as the document writes it (`/api/classes/{class_id}`). */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Whether a status is in an operation's responses (exactly, by its class such as `4XX`, or `default`). */
export function declares(responses: Responses | undefined, status: number): boolean {
  if (!responses) return false;
  return String(status) in responses || `${String(status)[0]}XX` in responses || 'default' in responses;
}

/**
 * Records every (method, route, status) the app answers and names those its OpenAPI document does
 * not declare. Routes left out of the document (`hide`: the dev outbox, the docs themselves) and
 * paths no route matched (the not-found and 405 answers) are not part of the contract.
 */
export function recordAnswers(app: FastifyInstance): { undeclared: () => string[] } {
  const seen = new Map<string, { method: string; url: string; status: number }>();
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    // HEAD is the GET route answered without a body: the document has the GET.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    seen.set(`${method} ${url} ${reply.statusCode}`, { method, url, status: reply.statusCode });
  });
  return {
    undeclared: () => {
      const document = app.swagger() as OpenApiDocument;
      return [...seen.values()]
        .filter(({ method, url, status }) => {
          const operation = document.paths[documentPath(url)]?.[method.toLowerCase()];
          return operation !== undefined && !declares(operation.responses, status);
        })
        .map(({ method, url, status }) => `${method} ${url} answered ${status}`)
        .sort();
    },
  };
}

/** Fails with the list when the app answered any status its document does not declare. */
export function assertAllDeclared(recorder: { undeclared: () => string[] }): void {
  const undeclared = recorder.undeclared();
  if (undeclared.length > 0) {
    throw new Error(
      `Statuses answered but not declared in the route's schema response (add them there, or to ` +
        `plugins/declared-statuses.ts when shared plumbing answers them):\n  ${undeclared.join('\n  ')}`,
    );
  }
}
