import type { FastifyReply, FastifyRequest } from 'fastify';
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { STALE_CODE } from '@codehop/api';
import { HttpError } from './error-handler.ts';

/**
 * ETag / If-Match for the editable resources (RFC 9110 §8.8.3, §13.1.1). The tag is derived from a
 * `version` column that every edit bumps in the same UPDATE that checks it:
 * `UPDATE ... SET version = version + 1 WHERE id = $1 AND version = $2`. PostgreSQL makes the second
 * of two racing UPDATEs wait for the first's row lock and then re-check its WHERE on the new row, so
 * exactly one of two saves from the same tag wins and the other touches no row (412). An updated-at
 * stamp could repeat (clock resolution, `now()` is the transaction's start) and a content hash
 * cannot be checked inside a single UPDATE; a counter has neither problem.
 */

export const STALE_DETAIL = 'Someone else changed this since you opened it. Nothing was saved.';

/** The strong tag of one resource state: kind and id keep a tag from matching another resource. */
export function entityTag(kind: string, id: number, version: number): string {
  return `"${kind}-${id}-v${version}"`;
}

/** Sets the tag on a GET or successful write. */
export function sendTag(reply: FastifyReply, kind: string, id: number, version: number): void {
  void reply.header('etag', entityTag(kind, id, version));
}

/**
 * The versions If-Match accepts: undefined without the header or with `*` (the resource exists,
 * the route has loaded it), else the versions of this resource's strong tags it lists (weak tags
 * never match a strong comparison, RFC 9110 §13.1.1), possibly none.
 */
export function ifMatchVersions(request: FastifyRequest, kind: string, id: number): readonly number[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return undefined;
  const prefix = `"${kind}-${id}-v`;
  return tags.flatMap((tag) => {
    if (!tag.startsWith(prefix) || !tag.endsWith('"')) return [];
    const version = Number(tag.slice(prefix.length, -1));
    return Number.isSafeInteger(version) && version > 0 ? [version] : [];
  });
}

/** The WHERE part of the conditional write: true without a precondition. */
export function versionMatches(column: AnyColumn, versions: readonly number[] | undefined): SQL | undefined {
  if (versions === undefined) return undefined;
  return versions.length === 0 ? sql`false` : inArray(column, [...versions]);
}

/** `version = version + 1` for the SET of an edit. */
export function nextVersion(column: AnyColumn): SQL {
  return sql`${column} + 1`;
}

/** 412 with the resource as it is now (the body's `current`, its tag in the ETag header). */
export class StaleError extends HttpError {
  constructor(
    override readonly current: unknown,
    override readonly currentTag: string,
  ) {
    super(412, STALE_DETAIL, STALE_CODE);
  }
}
