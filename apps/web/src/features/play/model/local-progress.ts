/**
 * Progress kept in the browser for visitors without an account: which levels they finished and
 * the code they last wrote on each, so a reload or a return visit never loses their work.
 */
const KEY = 'codehop.play.progress.v1';

interface Stored {
  readonly completed: Record<string, true>;
  readonly code: Record<string, string>;
}

function key(course: string, slug: string): string {
  return `${course}/${slug}`;
}

function read(storage: Storage | undefined): Stored {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return { completed: {}, code: {} };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { completed: {}, code: {} };
    const value = parsed as Partial<Stored>;
    return { completed: { ...(value.completed ?? {}) }, code: { ...(value.code ?? {}) } };
  } catch {
    return { completed: {}, code: {} };
  }
}

function write(storage: Storage | undefined, value: Stored): void {
  try {
    storage?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Full or blocked storage: progress lives on for this visit only.
  }
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function isCompletedLocally(course: string, slug: string, storage = browserStorage()): boolean {
  return read(storage).completed[key(course, slug)] === true;
}

export function markCompletedLocally(course: string, slug: string, storage = browserStorage()): void {
  const value = read(storage);
  value.completed[key(course, slug)] = true;
  write(storage, value);
}

export function savedCode(course: string, slug: string, storage = browserStorage()): string | undefined {
  return read(storage).code[key(course, slug)];
}

export function saveCode(course: string, slug: string, code: string, storage = browserStorage()): void {
  const value = read(storage);
  value.code[key(course, slug)] = code;
  write(storage, value);
}

export function forgetCode(course: string, slug: string, storage = browserStorage()): void {
  const value = read(storage);
  delete value.code[key(course, slug)];
  write(storage, value);
}
