import { ApiError } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { routeOf, serverRoutes, webOperations, type WebOperation } from './api-operations.test-support.ts';
import { describeRefusal } from './describe-refusal.ts';
import { refusalEn } from './i18n/refusal-en.ts';
import { testWords } from './test-words.ts';

// Every call the web app makes, with every refusal the server can give it, reaches the
// person as the server's reason (our words for its code, else its own detail), never a generic
// sentence. The operations come from the web's source, the refusals from the server's route files
// (what each declares and what it, its commands and policies throw), so a new call or a new code
// joins the walk by itself.

const operations = webOperations();
const routes = serverRoutes();
const words = testWords('en');
const GENERIC = new Set([refusalEn.problem, refusalEn.unexpected, refusalEn.offline, 'Something went wrong', 'Validation Error']);
/** Refusals any call can meet whatever its route: the session guards and the rate limiter. */
const EVERY_CALL: readonly (readonly [number, string])[] = [
  [401, 'not_authenticated'],
  [429, 'rate_limited'],
];
const EVERY_WRITE: readonly (readonly [number, string])[] = [
  [403, 'csrf'],
  [403, 'impersonation_forbidden'],
];
const FIELD_CODES = new Set(['validation_error', 'invalid_json']);

interface Case {
  readonly operation: WebOperation;
  readonly status: number;
  readonly code: string | undefined;
}

function casesOf(operation: WebOperation): Case[] {
  const route = routeOf(operation, routes);
  const pairs = [...(route?.refusals ?? []), ...EVERY_CALL, ...(operation.method === 'GET' ? [] : EVERY_WRITE)];
  const withCode = pairs.map(([status, code]) => ({ operation, status, code }));
  // A declared status may also come without a code (the schema's own 422, a plain 404).
  const bare = (route?.declared ?? []).map((status) => ({ operation, status, code: undefined }));
  const unique = new Map([...withCode, ...bare].map((entry) => [`${entry.status} ${entry.code ?? ''}`, entry]));
  return [...unique.values()];
}

const cases = operations.flatMap(casesOf);

function refusalOf({ operation, status, code }: Case, extra: { errors?: unknown[]; retryAfter?: string } = {}) {
  const detail = `The server's reason ${status} ${code ?? '-'} for ${operation.method} ${operation.path}`;
  const body = { detail, ...(code ? { code } : {}), ...(extra.errors ? { errors: extra.errors } : {}) };
  const path = operation.path.replaceAll(':p', 'x');
  const error = new ApiError({ url: path, status, statusText: '', body, request: { method: operation.method, path }, retryAfter: extra.retryAfter });
  return { refusal: describeRefusal(error, words), detail };
}

describe('the walk has something to walk', () => {
  it('finds the web app calls and the route each reaches', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => !routeOf(operation, routes)).map((operation) => `${operation.method} ${operation.path} (${operation.file})`)).toEqual([]);
    expect(cases.length).toBeGreaterThan(500);
  });

  it('has words for every code the server sends, in English and so in all 30 languages', () => {
    const codes = new Set(routes.flatMap((route) => route.refusals.map(([, code]) => code)));
    const missing = [...codes].filter((code) => !FIELD_CODES.has(code) && !(code in refusalEn.code));
    expect(missing).toEqual([]);
  });
});

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', (_name, operation) => {
  const own = cases.filter((entry) => entry.operation === operation);

  it.each(own.map((entry) => [entry.status, entry.code ?? '(no code)', entry] as const))('%i %s: the person reads the reason', (status, _code, entry) => {
    if (status === 422 && (entry.code === undefined || FIELD_CODES.has(entry.code))) {
      const fieldMessage = `Server: this field is wrong (${operation.path})`;
      const { refusal } = refusalOf(entry, { errors: [{ field: 'name', location: 'body', message: fieldMessage }, { field: 'usernames.2', location: 'body', message: 'Row 3: taken' }] });
      expect(refusal.kind).toBe('fields');
      expect(refusal.fields.name).toBe(fieldMessage);
      expect(refusal.rows[2]).toBe('Row 3: taken');
      return;
    }
    const { refusal, detail } = refusalOf(entry, { retryAfter: status === 429 ? '30' : undefined });
    if (status >= 500 && entry.code === undefined) {
      // A crash without a code says nothing but its status label: our own sentence, and a way to try again.
      expect(refusal.message).toBe(refusalEn.problem);
      expect(refusal.kind).toBe('problem');
      return;
    }
    expect(GENERIC.has(refusal.message)).toBe(false);
    // A 402 is always the paid course, with its name and price (our words), code or not; a 412 is
    // always "someone changed this meanwhile" (our words), and its screen offers the re-apply.
    const translated = status === 402 || status === 412 || (entry.code !== undefined && entry.code in refusalEn.code);
    if (status === 412) expect(refusal.kind).toBe('stale');
    if (translated) expect(refusal.message).not.toContain(detail);
    else expect(refusal.message).toContain(detail);
    if (status === 429) expect(refusal.message).toContain('30 seconds');
    expect(refusal.heading.length).toBeGreaterThan(0);
  });
});
