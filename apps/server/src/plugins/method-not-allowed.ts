import type { FastifyReply, FastifyRequest } from 'fastify';

/** A registered route's url (`/api/x/:id/y.csv`, `/api/*`) as a pattern over concrete paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The methods registered for a concrete path (sorted), from the app's list of routes: a request
 * that reached the not-found handler with a path in this list used a method the path has not.
 */
export function allowedMethods(routes: readonly { method: string; url: string }[], pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.url.includes('*')) continue; // catch-alls (static files) would claim every path
    if (patternOf(route.url).test(pathname)) methods.add(route.method);
  }
  return [...methods].sort();
}

/**
 * Answers 405 with `Allow` when an /api path exists under other methods (RFC 9110 §15.5.6);
 * returns false when the path is unknown (a 404 then).
 */
export function answerMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  const allowed = allowedMethods(request.server.registeredRoutes, pathname);
  if (allowed.length === 0 || allowed.includes(request.method)) return false;
  void reply
    .status(405)
    .header('allow', allowed.join(', '))
    .send({ detail: `This address answers ${allowed.join(', ')} only.`, code: 'method_not_allowed' });
  return true;
}
