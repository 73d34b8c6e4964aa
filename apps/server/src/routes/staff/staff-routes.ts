import type { FastifyPluginAsync } from 'fastify';
import { getStaffFeedbackRoute } from './get-staff-feedback.ts';
import { getStaffOrganizationRoute } from './get-staff-organization.ts';
import { getStaffImpersonationsRoute } from './get-staff-impersonations.ts';
import { getStaffReportedLevelsRoute } from './get-staff-reported-levels.ts';
import { getStaffUserRoute } from './get-staff-user.ts';
import { getStaffUsersRoute } from './get-staff-users.ts';
import { staffOutboxRoutes } from './staff-outbox.ts';

/** The staff area's calls (platform staff only). Schools and payments add their pages' calls here. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getStaffUsersRoute);
  await app.register(getStaffUserRoute);
  await app.register(getStaffOrganizationRoute);
  await app.register(getStaffFeedbackRoute);
  await app.register(staffOutboxRoutes);
  await app.register(getStaffImpersonationsRoute);
  await app.register(getStaffReportedLevelsRoute);
};
