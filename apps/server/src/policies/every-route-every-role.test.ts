import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeWithApp } from '../test/test-app.ts';
import { uniqueAddress } from '../test/session-helpers.ts';
import { buildRoleWorld, buildableRoles } from '../test/role-world.ts';
import {
  ROLES,
  fillParameters,
  loadRouteAccessRows,
  routeKey,
  type Role,
  type RoleContext,
  type RouteAccessRow,
} from '../test/route-access.ts';

/**
 * The one walk of every API route as every role (anonymous, parent, parent-student, student of a
 * parent, school student, teacher, school admin, platform staff). Each area lists its routes in
 * `src/routes/<area>/access.ts`; a route without a row fails here, so a new route cannot skip it.
 */
const rows = await loadRouteAccessRows();
const DEFAULT_DENIED = [401, 403, 404];
/** Routes outside the walk: API documentation and the development outbox (off in production). */
const OUTSIDE_THE_WALK = [/^\/api\/docs/, /^\/api\/dev\//];

function walkedRoutes(app: FastifyInstance): string[] {
  return app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
    .filter((route) => !OUTSIDE_THE_WALK.some((pattern) => pattern.test(route.url)))
    .map(routeKey);
}

/** Calls the route as `caller`, about the things of `owner` (the caller itself unless a stranger is given). */
async function call(
  app: FastifyInstance,
  row: RouteAccessRow,
  caller: RoleContext,
  owner: RoleContext = caller,
) {
  const built = (await row.request?.(owner, app)) ?? {};
  return app.inject({
    method: row.method,
    url: built.url ?? fillParameters(row.url, owner.ids),
    remoteAddress: uniqueAddress(),
    headers: { ...caller.headers, ...built.headers },
    ...(built.payload === undefined ? {} : { payload: built.payload as object }),
  });
}

describeWithApp('Every route as every role', (context) => {
  const worlds = new Map<Role, RoleContext | undefined>();
  async function worldOf(role: Role, fresh: boolean): Promise<RoleContext | undefined> {
    if (fresh) return buildRoleWorld(context.app, role);
    if (!worlds.has(role)) worlds.set(role, await buildRoleWorld(context.app, role));
    return worlds.get(role);
  }

  it('has exactly one row for every registered API route', () => {
    const registered = walkedRoutes(context.app);
    const listed = rows.map(routeKey);
    expect(
      registered.filter((key) => !listed.includes(key)),
      'routes without a row in routes/<area>/access.ts',
    ).toEqual([]);
    expect(
      listed.filter((key) => !registered.includes(key)),
      'rows for routes that do not exist',
    ).toEqual([]);
    expect(
      listed.filter((key, index) => listed.indexOf(key) !== index),
      'routes listed twice',
    ).toEqual([]);
  });

  it('names only known roles', () => {
    for (const row of rows) for (const role of row.allowed) expect(ROLES).toContain(role);
  });

  for (const row of rows) {
    it(`${row.method} ${row.url}`, async () => {
      for (const role of buildableRoles()) {
        const world = await worldOf(role, row.destructive === true);
        if (!world) continue;
        const response = await call(context.app, row, world);
        const where = `${role} got ${response.statusCode}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (row.allowed.includes(role)) expect(response.statusCode, where).toBeLessThan(400);
        else expect(row.denied ?? DEFAULT_DENIED, where).toContain(response.statusCode);
        if (!row.ownThingsOnly || role === 'anonymous') continue;
        const stranger = await buildRoleWorld(context.app, role);
        if (!stranger) continue;
        const trespass = await call(context.app, row, world, stranger);
        const trespassWhere = `${role} on a stranger's things got ${trespass.statusCode}: ${trespass.body.slice(0, 300)}`;
        expect(row.denied ?? DEFAULT_DENIED, trespassWhere).toContain(trespass.statusCode);
      }
    });
  }
});
