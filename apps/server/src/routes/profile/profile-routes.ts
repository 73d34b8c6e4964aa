import type { FastifyPluginAsync } from 'fastify';
import { deleteProfileRoute } from './delete-profile.ts';
import { deleteStudentRoute } from './delete-student.ts';
import { getCheckStudentUsernameExistsRoute } from './get-check-student-username-exists.ts';
import { getCheckStudentsLimitRoute } from './get-check-students-limit.ts';
import { getProfileRoute } from './get-profile.ts';
import { getStudentRoute } from './get-student.ts';
import { getStudentOverviewRoute } from './get-student-overview.ts';
import { getStudentsRoute } from './get-students.ts';
import { postProfileRoute } from './post-profile.ts';
import { postStudentRoute } from './post-student.ts';
import { putStudentRoute } from './put-student.ts';
import { getCourseStudentsNotPurchasedRoute, getCourseStudentsPurchasedRoute, getStudentsPurchasesAllRoute } from './get-students-purchases.ts';

/** The /api/profile calls: the parent's own account and their students (spec/platform.md §7 Profile). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [
    getProfileRoute,
    postProfileRoute,
    deleteProfileRoute,
    getStudentsRoute,
    postStudentRoute,
    getStudentRoute,
    getStudentOverviewRoute,
    putStudentRoute,
    deleteStudentRoute,
    getCheckStudentUsernameExistsRoute,
    getCheckStudentsLimitRoute,
    getStudentsPurchasesAllRoute,
    getCourseStudentsPurchasedRoute,
    getCourseStudentsNotPurchasedRoute,
  ]) {
    await app.register(route);
  }
};
