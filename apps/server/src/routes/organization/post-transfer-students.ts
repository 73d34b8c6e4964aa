import { detailResponseSchema, errorBodySchema, transferStudentsRequestSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeInClass } from '../../commands/school-students.ts';
import { managedClass, managedStudent, schoolStaff } from './organization-context.ts';

/** POST /api/organization/transfer-students: moves students to another class; their progress stays theirs. */
export const postTransferStudentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/transfer-students',
    {
      schema: {
        tags: ['organization'],
        summary: 'Move students to another class',
        body: transferStudentsRequestSchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const staff = schoolStaff(request);
      const target = await managedClass(request, staff, request.body.class_id);
      const ids = [...new Set(request.body.student_ids)];
      for (const id of ids) await managedStudent(request, staff, id);
      await placeInClass(app.database.db, ids, target.id);
      return { detail: `${ids.length} moved` };
    },
  );
};
