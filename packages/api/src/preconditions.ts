import { z } from 'zod';
import { errorBodySchema } from './errors.ts';

/**
 * No lost update (RFC 9110 §13.1.1): every editable resource answers GET with a strong `ETag`;
 * a PUT or DELETE that sends `If-Match` with an older tag is refused with 412 and this body,
 * which carries the resource as it is now (and the response's `ETag` header is its tag), so the
 * client can show what changed and save again on top of it.
 */
export const STALE_CODE = 'stale';

export function staleErrorSchema<Resource extends z.ZodType>(current: Resource) {
  return errorBodySchema.extend({
    code: z.literal(STALE_CODE),
    current: current.describe('The resource as it is now; its tag is in the ETag header'),
  });
}

/** Words for the route descriptions, so the API document states the rule once. */
export const IF_MATCH_RULE =
  'Answers with a strong ETag. Send it back in If-Match: when someone else saved in between, the answer is 412 with `code: "stale"` and `current` (the resource as it is now, its tag in the ETag header) and nothing is written. Without If-Match the write is unconditional.';
