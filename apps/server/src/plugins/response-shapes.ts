import { z } from 'zod';

/**
 * Answers that are not JSON, declared so the OpenAPI document says what really comes back.
 * plugins/openapi.ts adds the Location header to every 3xx.
 */

/** A redirect: no body, the browser goes to Location. */
export function redirectResponse(description: string) {
  return z.null().describe(description);
}

/** A binary file (PDF, PNG, GIF) of one media type, sent as a Buffer. */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } } };
}

/** A text file (CSV) of one media type, sent as a string. */
export function textFileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}
