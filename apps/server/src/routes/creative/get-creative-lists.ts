import {
  creativeCreatorParamsSchema,
  creativeListQuerySchema,
  creativeLevelPageSchema,
  errorBodySchema,
} from '@codehop/api';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevels, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { listCreativeLevels } from '../../services/creative-lists.ts';

const visiblePublic = and(eq(creativeLevels.isPublic, true), isNull(creativeLevels.hiddenAt));

/**
 * The creative-level lists (spec/gameplay.md §7, platform §9: page 1, size 12, most_recent):
 * GET /api/level/creative/list/own (the creator's own, every state), /public, /school (approved
 * levels of the viewer's organisation), /favorites (the viewer's), and
 * /public/creator/{creator_user_id} (one creator's public levels, for the creator page).
 */
export const getCreativeListsRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['creative'],
    summary,
    querystring: creativeListQuerySchema,
    response: { 200: creativeLevelPageSchema, 401: errorBodySchema, 422: errorBodySchema },
  });

  app.get(
    '/api/level/creative/list/own',
    { schema: schema('My creative levels') },
    async (request) => {
      const auth = requireAuth(request);
      return listCreativeLevels(app.database.db, eq(creativeLevels.userId, auth.user.id), {
        ...request.query,
        viewerId: auth.user.id,
      });
    },
  );

  app.get(
    '/api/level/creative/public',
    { schema: schema('Public creative levels') },
    async (request) =>
      listCreativeLevels(app.database.db, visiblePublic, {
        ...request.query,
        viewerId: request.auth?.user.id ?? null,
      }),
  );

  app.get(
    '/api/level/creative/school',
    { schema: schema("My school's creative levels") },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = auth.user.organizationId;
      if (organizationId === null) {
        const { size, page } = request.query;
        return { items: [], page, size, total: 0, pages: 1 };
      }
      const ofSchool = and(
        eq(creativeLevels.schoolVisible, true),
        isNotNull(creativeLevels.schoolApprovedAt),
        isNull(creativeLevels.hiddenAt),
        sql`exists (select 1 from ${users} u where u.id = ${creativeLevels.userId} and u.organization_id = ${organizationId})`,
      );
      return listCreativeLevels(app.database.db, ofSchool, {
        ...request.query,
        viewerId: auth.user.id,
      });
    },
  );

  app.get(
    '/api/level/creative/favorites',
    { schema: schema('My favourite creative levels') },
    async (request) => {
      const auth = requireAuth(request);
      return listCreativeLevels(app.database.db, visiblePublic, {
        ...request.query,
        viewerId: auth.user.id,
        favouritesOf: auth.user.id,
      });
    },
  );

  app.get(
    '/api/level/creative/public/creator/:creator_user_id',
    {
      schema: {
        ...schema("A creator's public levels"),
        params: creativeCreatorParamsSchema,
      },
    },
    async (request) =>
      listCreativeLevels(
        app.database.db,
        and(visiblePublic, eq(creativeLevels.userId, request.params.creator_user_id)),
        { ...request.query, viewerId: request.auth?.user.id ?? null },
      ),
  );
};
