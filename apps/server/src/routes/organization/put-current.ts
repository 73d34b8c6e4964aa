import { errorBodySchema, IF_MATCH_RULE, organizationSchema, organizationUpdateRequestSchema, staleErrorSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { ifMatchVersions, nextVersion, sendTag, versionMatches } from '../../plugins/preconditions.ts';
import { organizationAnswer, SLUG_TAKEN } from './organization-answer.ts';
import { schoolAdmin } from './organization-context.ts';
import { ORGANIZATION_TAG, staleOrganization } from './organization-precondition.ts';
import { moveSchoolAddress, refuseSlugOfAnother } from './school-address.ts';

/**
 * PUT /api/organization/current: the admin renames the school, changes its web address (old login
 * links keep working) or its postal address. With If-Match, a stale copy changes nothing (412).
 */
export const putCurrentOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/current',
    {
      schema: {
        tags: ['organization'],
        summary: 'Edit the organisation (admins)',
        description: IF_MATCH_RULE,
        body: organizationUpdateRequestSchema,
        response: {
          200: organizationSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          412: staleErrorSchema(organizationSchema),
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = schoolAdmin(request);
      const { db } = app.database;
      const { address, ...rest } = request.body;
      await refuseSlugOfAnother(db, rest.slug, admin.organizationId);
      const versions = ifMatchVersions(request, ORGANIZATION_TAG, admin.organizationId);
      let saved: { version: number } | undefined;
      try {
        saved = await db.transaction(async (tx) => {
          // The row is locked first, so the old address moved to the history is the one replaced.
          const [before] = await tx.select().from(organizations).where(eq(organizations.id, admin.organizationId)).for('update');
          if (!before) throw new HttpError(404, 'Organisation not found', 'organization_not_found');
          const [row] = await tx
            .update(organizations)
            .set({
              ...rest,
              ...(address === undefined ? {} : { address: address === null || address === '' ? null : address }),
              version: nextVersion(organizations.version),
            })
            .where(and(eq(organizations.id, admin.organizationId), versionMatches(organizations.version, versions)))
            .returning({ version: organizations.version });
          if (!row) return undefined;
          await moveSchoolAddress(tx, before, rest.slug);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN, 'slug_taken');
        throw error;
      }
      if (!saved) return staleOrganization(db, admin.organizationId);
      sendTag(reply, ORGANIZATION_TAG, admin.organizationId, saved.version);
      return organizationAnswer(db, admin.organizationId, app.services.clock.now());
    },
  );
};
