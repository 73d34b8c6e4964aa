/**
 * Serialises a query with bracket notation for lists and objects (spec/platform.md §7):
 * `{ ids: [1, 2], filter: { a: 'x' } }` -> `ids[]=1&ids[]=2&filter[a]=x`.
 */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export function toQueryString(query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) appendValue(params, key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function appendValue(params: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const entry of value) appendValue(params, `${key}[]`, entry);
  } else if (typeof value === 'object') {
    for (const [child, entry] of Object.entries(value)) appendValue(params, `${key}[${child}]`, entry);
  } else {
    params.append(key, String(value));
  }
}
