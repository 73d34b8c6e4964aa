import { errorBodySchema, studentOverviewQuerySchema, studentOverviewParamsSchema, studentOverviewResponseSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canSeeStudentOverview } from '../../policies/student-overview.ts';
import { studentOverview } from '../../services/student-overview.ts';

/**
 * GET /api/profile/students/{student_id}/overview?lng: the parent's page for one child
 * (ours, not the spec's). Anyone but the child's own parent gets 404, as for a child that does not exist.
 */
export const getStudentOverviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/students/:student_id/overview',
    {
      schema: {
        tags: ['profile'],
        summary: "One of my children's progress, code, quizzes, badges and week",
        params: studentOverviewParamsSchema,
        querystring: studentOverviewQuerySchema,
        response: { 200: studentOverviewResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { db } = app.database;
      const [student] = await db.select().from(students).where(eq(students.id, request.params.student_id)).limit(1);
      if (!student || !canSeeStudentOverview(auth.user, student)) {
        throw new HttpError(404, 'This child is not one of yours: only their own parent sees this page.', 'student_not_found');
      }
      return studentOverview(db, student, request.query.lng ?? 'en', app.services.clock.now());
    },
  );
};
