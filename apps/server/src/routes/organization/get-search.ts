import { emailSearchResultSchema, errorBodySchema, organizationSearchResultSchema, organizationSearchQuerySchema, studentUsernameSearchResultSchema } from '@codehop/api';
import { and, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { organizations, students, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { isPlatformStaff } from '../../policies/platform-staff.ts';

function staffOnly(request: FastifyRequest): void {
  requireAuth(request);
  if (!isPlatformStaff(request.auth)) throw new HttpError(403, 'Only Codehop staff can search.', 'not_platform_staff');
}
const like = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/user/search/organizations|emails|student_usernames (platform staff): the impersonation pickers. */
export const getSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/search/organizations',
    { schema: { tags: ['user'], summary: 'Search organisations (platform staff)', querystring: organizationSearchQuerySchema, response: { 200: organizationSearchResultSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      staffOnly(request);
      const pattern = like(request.query.query);
      return app.database.db
        .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
        .from(organizations)
        .where(or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern)))
        .orderBy(organizations.name)
        .limit(20);
    },
  );
  app.get(
    '/api/user/search/emails',
    { schema: { tags: ['user'], summary: 'Search account e-mails (platform staff)', querystring: organizationSearchQuerySchema, response: { 200: emailSearchResultSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      staffOnly(request);
      const { organization_id: organizationId } = request.query;
      return app.database.db
        .select({ user_id: users.id, email: users.email })
        .from(users)
        .where(and(ilike(users.email, like(request.query.query)), eq(users.isStudent, false), organizationId ? eq(users.organizationId, organizationId) : undefined))
        .orderBy(users.email)
        .limit(20);
    },
  );
  app.get(
    '/api/user/search/student_usernames',
    { schema: { tags: ['user'], summary: 'Search school student usernames (platform staff)', querystring: organizationSearchQuerySchema, response: { 200: studentUsernameSearchResultSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      staffOnly(request);
      const { organization_id: organizationId } = request.query;
      return app.database.db
        .select({ student_id: students.id, username: students.username })
        .from(students)
        .where(and(ilike(students.username, like(request.query.query)), organizationId ? eq(students.organizationId, organizationId) : isNotNull(students.organizationId)))
        .orderBy(students.username)
        .limit(20);
    },
  );
};
