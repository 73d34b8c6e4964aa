import { bulkCreateRequestSchema, bulkCreateResponseSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSchoolStudents, generatedStudents } from '../../commands/school-students.ts';
import { givePicturePasswords } from '../../services/picture-passwords.ts';
import { generateStudentPassword } from '../../services/school-credentials.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/**
 * POST /api/organization/bulk-create-students: a pasted list of names (each gets a generated
 * password) or `count` students with generated names, in one transaction: all or nothing, a 422
 * listing every failing row. The answer carries the passwords once, for the login cards.
 */
export const postBulkCreateStudentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/bulk-create-students',
    {
      schema: {
        tags: ['organization'],
        summary: 'Create many school students at once',
        body: bulkCreateRequestSchema,
        response: { 201: bulkCreateResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = schoolStaff(request);
      const klass = await managedClass(request, staff, request.body.class_id);
      const { db } = app.database;
      const names = (request.body.usernames ?? []).map((name) => name.trim()).filter((name) => name.length > 0);
      const rows =
        names.length > 0
          ? names.map((username) => ({ username, password: generateStudentPassword() }))
          : await generatedStudents(db, staff.organizationId, request.body.count ?? 0);
      const { credentials } = await createSchoolStudents(db, staff.organizationId, klass.id, rows, app.services.clock.now());
      // A picture class's new students get their pictures at once, for the first cards.
      const pictures = klass.picturePasswords ? await givePicturePasswords(db, credentials.map((card) => card.id)) : new Map<number, never>();
      return reply.status(201).send({ students: credentials.map((card) => ({ ...card, ...(pictures.has(card.id) ? { pictures: pictures.get(card.id) } : {}) })) });
    },
  );
};
