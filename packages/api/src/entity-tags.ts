/**
 * The client's memory of entity tags (see preconditions.ts): every answer that carries an ETag is
 * remembered twice, on the parsed object it produced (what a form was filled from) and under its
 * URL (the newest tag seen for that address). A write then sends `If-Match` without per-screen
 * code: the tag of the object the edit started from when the operation names it (`basis`), else
 * the newest tag of the address it writes to (PUT, POST; a DELETE only with a basis).
 */
const tagsByValue = new WeakMap<object, string>();
const tagsByUrl = new Map<string, string>();

/** Remembers `tag` for an answer's URL and, when it is an object, for the object itself. */
export function rememberEntityTag(url: string, value: unknown, tag: string): void {
  tagsByUrl.set(url, tag);
  if (typeof value === 'object' && value !== null) tagsByValue.set(value, tag);
}

/** The tag an answer object was read with (undefined for one built by hand). */
export function entityTagOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? tagsByValue.get(value) : undefined;
}

/** Ties an object (a 412's `current`, say) to the tag it was sent with. */
export function tagValue<Value extends object>(value: Value, tag: string | undefined): Value {
  if (tag) tagsByValue.set(value, tag);
  return value;
}

/** The newest tag seen for a URL. */
export function entityTagForUrl(url: string): string | undefined {
  return tagsByUrl.get(url);
}

/** After a DELETE the address has no state left to match. */
export function forgetEntityTag(url: string): void {
  tagsByUrl.delete(url);
}
