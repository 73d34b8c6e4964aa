/**
 * Whether moving from one address to another shows another page: the path without its locale
 * segment differs. A language switch (/en/x to /ar/x) or a new query keeps the child where they are.
 */
export function isAnotherPage(previousPath: string, nextPath: string): boolean {
  return withoutLocale(previousPath) !== withoutLocale(nextPath);
}

function withoutLocale(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.replace(/^\/[^/]+/, '');
}
