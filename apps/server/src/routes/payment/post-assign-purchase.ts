import { assignPurchaseQuerySchema, assignPurchaseResponseSchema, errorBodySchema } from '@codehop/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchases, students } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { ownedStudent } from '../profile/owned-student.ts';
import { requireBillingUser } from './billing-records.ts';

/**
 * POST /api/payment/assign-purchase?student_id&course_name: gives the oldest unassigned purchase of
 * the course to one of the parent's students. In one transaction that locks the student's row, and
 * with an UPDATE that only takes a purchase still unassigned: two racing calls, exactly one wins
 * (the other gets 409), and no child gets the same course twice.
 */
export const postAssignPurchaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/assign-purchase',
    {
      schema: {
        tags: ['payment'],
        summary: 'Give a bought course to a student',
        querystring: assignPurchaseQuerySchema,
        response: { 200: assignPurchaseResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireBillingUser(request);
      const { student_id: studentId, course_name: courseId } = request.query;
      await ownedStudent(request, studentId);
      const now = app.services.clock.now();
      const assigned = await app.database.db.transaction(async (tx) => {
        await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');
        const [has] = await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.studentId, studentId), eq(purchases.courseId, courseId), inArray(purchases.status, ['paid', 'refund_requested'])))
          .limit(1);
        if (has) throw new HttpError(409, 'This student already has the course.', 'already_has_course');
        const [candidate] = await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.userId, user.id), eq(purchases.courseId, courseId), isNull(purchases.studentId), eq(purchases.status, 'paid')))
          .orderBy(asc(purchases.id))
          .limit(1);
        if (!candidate) throw new HttpError(409, 'There is no unassigned purchase of this course.', 'no_unassigned_purchase');
        const [row] = await tx
          .update(purchases)
          .set({ studentId, assignedAt: now })
          .where(and(eq(purchases.id, candidate.id), isNull(purchases.studentId)))
          .returning({ id: purchases.id });
        if (!row) throw new HttpError(409, 'This purchase was just given to another student.', 'already_assigned');
        return row;
      });
      return { purchase_id: assigned.id, student_id: studentId, course_name: courseId };
    },
  );
};
