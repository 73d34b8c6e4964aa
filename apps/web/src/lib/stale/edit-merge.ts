/**
 * Three-way merge of a form's fields after a 412: `basis` is what the form was filled from,
 * `edited` what the person submitted, `current` what the server holds now. The person's own
 * changes go on top of the current state; everything they did not touch takes the current value,
 * so re-applying never undoes the other person's save. Lists of plain values (chapters, teacher
 * ids) merge as sets: what the person added or removed is added to or removed from the current list.
 */
export type FormFields = Readonly<Record<string, unknown>>;

export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

type Plain = string | number | boolean | null;

function isPlainList(value: unknown): value is Plain[] {
  return Array.isArray(value) && value.every((entry) => entry === null || ['string', 'number', 'boolean'].includes(typeof entry));
}

/** Equal as JSON values; lists of plain values compare as sets (order carries no meaning here). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isPlainList(a) && isPlainList(b)) {
    const left = new Set(a);
    const right = new Set(b);
    return left.size === right.size && [...left].every((entry) => right.has(entry));
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The form's fields of a resource (the server's answer has more: ids, counts...). */
export function formFieldsOf<Form extends FormFields>(resource: object, shape: Form): Form {
  const source = resource as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of Object.keys(shape)) picked[field] = field in source ? source[field] : shape[field];
  return picked as Form;
}

/** What a list gained and lost from `before` to `after`. */
export function listDifference(before: readonly unknown[], after: readonly unknown[]): { added: unknown[]; removed: unknown[] } {
  return { added: after.filter((entry) => !before.includes(entry)), removed: before.filter((entry) => !after.includes(entry)) };
}

/** Fields whose value differs from `from` to `to`, with both values. */
export function changesBetween(from: FormFields, to: FormFields): FieldChange[] {
  return Object.keys(to)
    .filter((field) => !sameValue(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

/** The current state with the person's changes (basis → edited) applied on top. */
export function reapply<Form extends FormFields>(basis: Form, edited: Form, current: Form): Form {
  const merged: Record<string, unknown> = { ...current };
  for (const { field, before, after } of changesBetween(basis, edited)) {
    const now = current[field];
    if (isPlainList(before) && isPlainList(after) && isPlainList(now)) {
      const removed = new Set(before.filter((entry) => !after.includes(entry)));
      const added = after.filter((entry) => !before.includes(entry) && !now.includes(entry));
      merged[field] = [...now.filter((entry) => !removed.has(entry)), ...added];
    } else {
      merged[field] = after;
    }
  }
  return merged as Form;
}

/** Fields both people changed to different values: re-applying keeps the person's, so the dialog says so. */
export function collisions(basis: FormFields, edited: FormFields, current: FormFields): string[] {
  const theirs = new Set(changesBetween(basis, current).map((change) => change.field));
  return changesBetween(basis, edited)
    .filter((change) => theirs.has(change.field) && !sameValue(change.after, current[change.field]) && !isPlainList(change.after))
    .map((change) => change.field);
}
