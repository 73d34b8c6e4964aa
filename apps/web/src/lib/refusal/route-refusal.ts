import { apiErrorOf, isNetworkFailure } from './read-api-error.ts';

/**
 * Whether a route's error is a refusal (the server answered, or the network is gone) rather than
 * a bug: the route error page shows the refusal page for these and its crash page for the rest.
 * A 404 of the route itself stays the not-found page (React Router's own error response).
 */
export function routeRefusal(error: unknown): boolean {
  const apiError = apiErrorOf(error);
  if (apiError) return apiError.status !== 0 || isNetworkFailure(error);
  return isNetworkFailure(error);
}
