import { errorBodySchema, organizationIdParamsSchema, staffOrganizationSchema } from '@codehop/api';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizations,
  purchases,
  schoolClasses,
  students,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { billingHistory } from './staff-billing.ts';

/**
 * GET /api/staff/organizations/{organization_id}: a school for support: its admins and teachers (each
 * a link to their account), how many classes and students it has, its tier and what it paid.
 */
export const getStaffOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/organizations/:organization_id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: one organisation, its admins, teachers, size, tier and payments',
        params: organizationIdParamsSchema,
        response: {
          200: staffOrganizationSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const { db } = app.database;
      const id = request.params.organization_id;
      const [organization] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, id))
        .limit(1);
      if (!organization)
        throw new HttpError(404, 'Organisation not found', 'organization_not_found');
      const members = await db
        .select({
          user_id: users.id,
          email: users.email,
          full_name: users.fullName,
          userType: users.userType,
        })
        .from(users)
        .where(and(eq(users.organizationId, id), eq(users.isStudent, false)))
        .orderBy(users.email);
      const [classes] = await db
        .select({ value: count() })
        .from(schoolClasses)
        .where(eq(schoolClasses.organizationId, id));
      const [pupils] = await db
        .select({ value: count() })
        .from(students)
        .where(eq(students.organizationId, id));
      const billing = await billingHistory(db, app.services.clock.now(), {
        purchases: eq(purchases.organizationId, id),
        subscriptions: eq(subscriptions.organizationId, id),
      });
      const member = ({ userType: _type, ...rest }: (typeof members)[number]) => rest;
      return {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        created_at: organization.createdAt.toISOString(),
        admins: members.filter((row) => row.userType === 2).map(member),
        teachers: members.filter((row) => row.userType !== 2).map(member),
        classes_count: classes?.value ?? 0,
        students_count: pupils?.value ?? 0,
        tier:
          billing.subscriptions.find(
            (subscription) => subscription.kind === 'school' && subscription.live,
          ) ?? null,
        ...billing,
      };
    },
  );
};
