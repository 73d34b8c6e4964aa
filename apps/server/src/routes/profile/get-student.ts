import { errorBodySchema, IF_MATCH_RULE, studentIdParamsSchema, studentSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentStudent } from '../../presenters/student.ts';
import { ownedStudent } from './owned-student.ts';
import { sendFamilyStudentTag } from './profile-precondition.ts';

/** GET /api/profile/students/{student_id}. */
export const getStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/students/:student_id',
    {
      schema: {
        tags: ['profile'],
        summary: 'One of my students',
        description: IF_MATCH_RULE,
        params: studentIdParamsSchema,
        response: { 200: studentSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const student = await ownedStudent(request, request.params.student_id);
      sendFamilyStudentTag(reply, student);
      return presentStudent(student);
    },
  );
};
