import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Everyone who can call the API (spec/platform.md §1, §6; platform staff is a flag apart). */
export const ROLES = [
  'anonymous',
  'parent',
  'parent_student',
  'student_of_parent',
  'school_student',
  'teacher',
  'school_admin',
  'platform_staff',
] as const;
export type Role = (typeof ROLES)[number];

/** Every role, for calls that anybody may make (health, course data, sign-up). */
export const EVERYONE: readonly Role[] = ROLES;
/** Every signed-in role. */
export const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'anonymous');

/**
 * What one role brings to a call: its headers and the ids of the things it owns, by the name of
 * the path parameter or query field that carries them (`student_id`, `class_id`, ...). A route's
 * `:param` is filled from `ids`; an area adds the ids it needs in role-world.ts.
 */
export interface RoleContext {
  readonly role: Role;
  readonly headers: Record<string, string>;
  readonly ids: Readonly<Record<string, string>>;
}

export interface AccessRequest {
  /** The concrete URL, query included; default: the row's url with `:param`s taken from `ids`. */
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One registered route and who may use it. `allowed` roles must get a status below 400 when they
 * call it about their own things; every other role must get one of `denied` (default 401, 403 or
 * 404: never a 2xx, never a 5xx).
 */
export interface RouteAccessRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered with Fastify, e.g. `/api/profile/students/:student_id`. */
  readonly url: string;
  readonly allowed: readonly Role[];
  /**
   * Builds the call for one role (it may first make what the call needs through the app); omit when
   * the url's parameters come from `ids` and no body is needed.
   */
  readonly request?: (
    context: RoleContext,
    app: FastifyInstance,
  ) => AccessRequest | Promise<AccessRequest>;
  /** The statuses a role outside `allowed` may get; default [401, 403, 404]. */
  readonly denied?: readonly number[];
  /** The call changes or removes the caller's world (delete account, log out): each role gets a fresh one. */
  readonly destructive?: boolean;
  /**
   * The call is about the caller's own things (a student, a class, a level): made with another
   * account's things (built by `request` for a stranger of the same role, sent with the caller's
   * headers), every role must get one of `denied`.
   */
  readonly ownThingsOnly?: boolean;
  /** Why the rule is what it is, where that is not obvious. */
  readonly note?: string;
}

const routesFolder = fileURLToPath(new URL('../routes/', import.meta.url));

/** The rows of every area: each `src/routes/<area>/access.ts` exports `routeAccess`. */
export async function loadRouteAccessRows(): Promise<RouteAccessRow[]> {
  const areas = readdirSync(routesFolder, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const rows: RouteAccessRow[] = [];
  for (const area of areas) {
    const file = `${routesFolder}${area.name}/access.ts`;
    if (!readdirSync(`${routesFolder}${area.name}`).includes('access.ts')) continue;
    const module = (await import(file)) as { routeAccess?: RouteAccessRow[] };
    if (!module.routeAccess) throw new Error(`${file} does not export routeAccess`);
    rows.push(...module.routeAccess);
  }
  return rows;
}

/** `METHOD url`, the key that ties a registered route to its row. */
export function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}

/** Fills `:param`s of a registered url from the caller's ids. */
export function fillParameters(url: string, ids: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no id named "${name}" in the role world for ${url}`);
    return encodeURIComponent(value);
  });
}
