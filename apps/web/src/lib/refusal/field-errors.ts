import type { FieldError } from '@codehop/api';

/** A field path `usernames.3` names row 3 of the bulk list `usernames`. */
const ROW_PATH = /^[A-Za-z_]+\.(\d+)(?:\.|$)/;

/** 422 field errors by field path, and by row for the fields of bulk lists (first message wins). */
export function fieldsAndRows(errors: readonly FieldError[]): {
  found: { fields: Record<string, string>; rows: Record<number, string> };
  count: number;
} {
  const fields: Record<string, string> = {};
  const rows: Record<number, string> = {};
  for (const error of errors) {
    fields[error.field] ??= error.message;
    const row = ROW_PATH.exec(error.field);
    if (row?.[1] !== undefined) rows[Number(row[1])] ??= error.message;
  }
  return { found: { fields, rows }, count: errors.length };
}

/**
 * The field errors a form can show beside its fields, and what is left for one sentence above
 * them: the server's messages for fields the form does not have (so nothing it said is lost).
 */
export function placeFieldErrors<Field extends string>(
  fields: Readonly<Record<string, string>>,
  shown: readonly Field[],
): { placed: Partial<Record<Field, string>>; unplaced: string[] } {
  const placed: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = shown.find((name) => name === path || path.startsWith(`${name}.`));
    if (field !== undefined) placed[field] ??= message;
    else unplaced.push(path === '' ? message : `${path}: ${message}`);
  }
  return { placed, unplaced };
}

/**
 * The sentence above a form for field errors it cannot place: "That did not work: emails.3:
 * Invalid email", so every message the server sent is read somewhere.
 */
export function unplacedMessage(heading: string, unplaced: readonly string[]): string {
  return `${heading}: ${unplaced.join(' · ')}`;
}
