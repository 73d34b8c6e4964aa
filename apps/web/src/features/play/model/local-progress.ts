/**
 * Progress kept in the browser: which levels were finished and the code last written on each, so
 * a reload or a return visit never loses work. Each player has a shelf of their own: a visitor
 * without an account ('anonymous'), a chosen student, or a signed-in account with nobody chosen.
 * The anonymous shelf is what a new account takes over (see carry-anonymous-play.ts).
 */
import type { PlayerKey } from '../../../lib/player-key.ts';

const KEY = 'codehop.play.progress.v1';

export type ProgressOwner = PlayerKey;

interface Stored {
  readonly completed: Record<string, true>;
  readonly code: Record<string, string>;
}

/** One level of a shelf, as the import call takes it. */
export interface ShelvedLevel {
  readonly level_slug: string;
  readonly code: string;
  readonly completed: boolean;
}

function shelfKey(owner: ProgressOwner): string {
  // The anonymous shelf keeps the original key, so what visitors played before this change stays theirs.
  return owner === 'anonymous' ? KEY : `${KEY}.${owner}`;
}

function key(course: string, slug: string): string {
  return `${course}/${slug}`;
}

function read(storage: Storage | undefined, owner: ProgressOwner): Stored {
  try {
    const raw = storage?.getItem(shelfKey(owner));
    if (!raw) return { completed: {}, code: {} };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { completed: {}, code: {} };
    const value = parsed as Partial<Stored>;
    return { completed: { ...(value.completed ?? {}) }, code: { ...(value.code ?? {}) } };
  } catch {
    return { completed: {}, code: {} };
  }
}

function write(storage: Storage | undefined, owner: ProgressOwner, value: Stored): void {
  try {
    storage?.setItem(shelfKey(owner), JSON.stringify(value));
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

export function isCompletedLocally(owner: ProgressOwner, course: string, slug: string, storage = browserStorage()): boolean {
  return read(storage, owner).completed[key(course, slug)] === true;
}

export function markCompletedLocally(owner: ProgressOwner, course: string, slug: string, storage = browserStorage()): void {
  const value = read(storage, owner);
  value.completed[key(course, slug)] = true;
  write(storage, owner, value);
}

export function savedCode(owner: ProgressOwner, course: string, slug: string, storage = browserStorage()): string | undefined {
  return read(storage, owner).code[key(course, slug)];
}

export function saveCode(owner: ProgressOwner, course: string, slug: string, code: string, storage = browserStorage()): void {
  const value = read(storage, owner);
  value.code[key(course, slug)] = code;
  write(storage, owner, value);
}

export function forgetCode(owner: ProgressOwner, course: string, slug: string, storage = browserStorage()): void {
  const value = read(storage, owner);
  delete value.code[key(course, slug)];
  write(storage, owner, value);
}

/** Everything on a shelf, course by course: each level with its code (or '') and whether it was finished. */
export function shelvedLevels(owner: ProgressOwner, storage = browserStorage()): ReadonlyMap<string, readonly ShelvedLevel[]> {
  const value = read(storage, owner);
  const byCourse = new Map<string, ShelvedLevel[]>();
  for (const entry of new Set([...Object.keys(value.code), ...Object.keys(value.completed)])) {
    const cut = entry.indexOf('/');
    if (cut <= 0) continue;
    const course = entry.slice(0, cut);
    const level = { level_slug: entry.slice(cut + 1), code: value.code[entry] ?? '', completed: value.completed[entry] === true };
    byCourse.set(course, [...(byCourse.get(course) ?? []), level]);
  }
  return byCourse;
}

/**
 * Moves one course of a shelf onto another (after its levels were carried into an account): the
 * child's shelf gains what the visitor's loses, so a level opened meanwhile still finds its code.
 */
export function moveShelfCourse(from: ProgressOwner, to: ProgressOwner, course: string, storage = browserStorage()): void {
  const source = read(storage, from);
  const target = read(storage, to);
  const prefix = `${course}/`;
  const mine = (entry: string) => entry.startsWith(prefix);
  for (const [entry, code] of Object.entries(source.code)) if (mine(entry) && target.code[entry] === undefined) target.code[entry] = code;
  for (const entry of Object.keys(source.completed)) if (mine(entry)) target.completed[entry] = true;
  const rest = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).filter(([entry]) => !mine(entry)));
  write(storage, to, target);
  write(storage, from, { completed: rest(source.completed) as Record<string, true>, code: rest(source.code) });
}
