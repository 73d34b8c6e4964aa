import type { FastifyInstance } from 'fastify';
import {
  EVERYONE,
  SIGNED_IN,
  type RoleContext,
  type RouteAccessRow,
} from '../../test/route-access.ts';

let levels = 0;

/** A level the caller made (nothing for an anonymous visitor), so "their own" level exists. */
async function ownLevelSlug(context: RoleContext, app: FastifyInstance): Promise<string> {
  if (context.role === 'anonymous') return 'nobody-made-this';
  levels += 1;
  const created = await app.inject({
    method: 'POST',
    url: '/api/level/creative/create',
    headers: context.headers,
    payload: { name: `Walk Level ${levels}`, course_id: 'python' },
  });
  if (created.statusCode !== 201)
    throw new Error(`creating a level for the walk failed: ${created.body}`);
  return (created.json() as { level_slug: string }).level_slug;
}

const newLevel = () => ({
  payload: { name: `Walk New ${Date.now().toString(36)}`, course_id: 'python' },
});

export const routeAccess: RouteAccessRow[] = [
  { method: 'POST', url: '/api/level/creative', allowed: SIGNED_IN, request: newLevel },
  { method: 'POST', url: '/api/level/creative/create', allowed: SIGNED_IN, request: newLevel },
  {
    method: 'GET',
    url: '/api/level/creative/check-slug/:course_id/:level_slug',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/level/creative/check-slug/python/free-slug' }),
  },
  {
    method: 'GET',
    url: '/api/level/creative/:levelSlug',
    ownThingsOnly: true,
    allowed: SIGNED_IN,
    note: 'Creators read their own private level; nobody else can (see creative-levels.test.ts).',
    request: async (context, app) => ({
      url: `/api/level/creative/${await ownLevelSlug(context, app)}?course_id=python`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/level/creative/:levelSlug',
    ownThingsOnly: true,
    allowed: SIGNED_IN,
    request: async (context, app) => ({
      url: `/api/level/creative/${await ownLevelSlug(context, app)}?course_id=python`,
      payload: { tutorial: 'Collect the carrots!' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/level/creative/:levelSlug',
    ownThingsOnly: true,
    allowed: SIGNED_IN,
    request: async (context, app) => ({
      url: `/api/level/creative/${await ownLevelSlug(context, app)}?course_id=python`,
    }),
  },
  { method: 'GET', url: '/api/level/creative/list/own', allowed: SIGNED_IN },
  { method: 'GET', url: '/api/level/creative/public', allowed: EVERYONE },
  { method: 'GET', url: '/api/level/creative/school', allowed: SIGNED_IN },
  { method: 'GET', url: '/api/level/creative/favorites', allowed: SIGNED_IN },
  {
    method: 'GET',
    url: '/api/level/creative/school/review',
    allowed: ['teacher', 'school_admin'],
    note: "A school's staff check the levels its students shared with it (get-school-review.ts).",
  },
  {
    method: 'GET',
    url: '/api/level/creative/public/creator/:creator_user_id',
    allowed: EVERYONE,
    request: () => ({ url: '/api/level/creative/public/creator/1' }),
  },
  {
    method: 'GET',
    url: '/api/level/creative/public/creator/:creator_user_id/stats',
    allowed: [],
    denied: [200, 404],
    note: 'Public totals; a creator id that does not exist answers 404.',
    request: () => ({ url: '/api/level/creative/public/creator/2147483000/stats' }),
  },
  {
    method: 'POST',
    url: '/api/level/creative/:creative_level_id/favorite',
    allowed: [],
    note: 'Only levels the caller can see (see creative-levels tests); an unknown id is 404.',
    request: () => ({ url: '/api/level/creative/2147483000/favorite' }),
  },
  {
    method: 'DELETE',
    url: '/api/level/creative/:creative_level_id/favorite',
    allowed: [],
    request: () => ({ url: '/api/level/creative/2147483000/favorite' }),
  },
  {
    method: 'POST',
    url: '/api/level/creative/:creative_level_id/run',
    allowed: [],
    denied: [401, 403, 404],
    request: () => ({
      url: '/api/level/creative/2147483000/run',
      payload: { status: 'in_progress', code: '' },
    }),
  },
  {
    method: 'POST',
    url: '/api/level/creative/:creative_level_id/report',
    allowed: [],
    request: () => ({ url: '/api/level/creative/2147483000/report', payload: { reason: 'x' } }),
  },
  ...(['hide', 'unhide', 'approve'] as const).map((action) => ({
    method: 'POST' as const,
    url: `/api/level/creative/:creative_level_id/${action}`,
    allowed: [],
    request: () => ({ url: `/api/level/creative/2147483000/${action}` }),
  })),
];
