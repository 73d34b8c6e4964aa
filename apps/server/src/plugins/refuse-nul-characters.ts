import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@codehop/api';
import { HttpError } from './error-handler.ts';

/** PostgreSQL's text types cannot hold U+0000; stored, it would fail deep in a query as a 500. */
const REFUSED_CHARACTER = '\u0000';
const MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** The dotted paths of every string under `value` that holds a character the database refuses. */
export function fieldsWithRefusedCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(REFUSED_CHARACTER) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((entry, index) =>
      fieldsWithRefusedCharacters(entry, join(path, String(index))),
    );
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => [
      ...(key.includes(REFUSED_CHARACTER) ? [join(path, key)] : []),
      ...fieldsWithRefusedCharacters(entry, join(path, key)),
    ]);
  }
  return [];
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/**
 * Answers 422 with the fields named before any route sees a body, query or path parameter holding
 * a NUL character, so every text column in every area is covered, including routes added later.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: FieldError[] = [
      ...fieldsWithRefusedCharacters(request.params).map((field) => ({
        field,
        location: 'params' as const,
        message: MESSAGE,
      })),
      ...fieldsWithRefusedCharacters(request.query).map((field) => ({
        field,
        location: 'query' as const,
        message: MESSAGE,
      })),
      ...fieldsWithRefusedCharacters(request.body).map((field) => ({
        field,
        location: 'body' as const,
        message: MESSAGE,
      })),
    ];
    if (errors.length > 0) throw new HttpError(422, 'Validation Error', 'validation_error', errors);
  });
}
