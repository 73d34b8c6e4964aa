/**
 * A response as the server would send it for a cross-origin isolated page: COOP, COEP and CORP
 * present (a cached copy keeps them, but an opaque or header-less one must not break isolation).
 */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function withIsolation(response: Response): Response {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') return response;
  const missing = Object.entries(ISOLATION_HEADERS).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of missing) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
