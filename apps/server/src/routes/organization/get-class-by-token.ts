import { classByTokenSchema, errorBodySchema, tokenQuerySchema } from '@codehop/api';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations, schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { joinCodeCandidates } from '../../services/join-code.ts';
import { CLASS_LINK_OFF } from './class-join-link.ts';

/** GET /api/organization/class-by-token?token: the class a join link leads to (class-signup page). */
export const getClassByTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/class-by-token',
    { schema: { tags: ['organization'], summary: 'The class of a join code', querystring: tokenQuerySchema, response: { 200: classByTokenSchema, 404: errorBodySchema } } },
    async (request) => {
      const [row] = await app.database.db
        .select({ klass: schoolClasses, organization: organizations })
        .from(schoolClasses)
        .innerJoin(organizations, eq(organizations.id, schoolClasses.organizationId))
        .where(inArray(schoolClasses.joinToken, joinCodeCandidates(request.query.token)))
        .limit(1);
      if (!row) throw new HttpError(404, 'This class code does not exist. Check it with your teacher.', 'class_not_found');
      if (!row.klass.joinEnabled) throw CLASS_LINK_OFF;
      return { class_name: row.klass.name, organization_name: row.organization.name, organization_slug: row.organization.slug };
    },
  );
};
