import { classCreateRequestSchema, classSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canCreateClass } from '../../policies/organization.ts';
import { newJoinCode } from '../../services/join-code.ts';
import { refuseTakenClassName } from './class-name.ts';
import { classAnswer, setClassTeachers } from './class-answer.ts';
import { schoolStaff } from './organization-context.ts';

/** POST /api/organization/classes: a new class with its rules; a teacher who creates it teaches it. */
export const postClassRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/classes',
    {
      schema: {
        tags: ['organization'],
        summary: 'Add a class',
        body: classCreateRequestSchema,
        response: { 201: classSchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = schoolStaff(request);
      if (!canCreateClass(staff.user)) throw new HttpError(403, 'Only teachers and admins can add classes.', 'not_school_staff');
      const { teacher_ids: teacherIds, ...settings } = request.body;
      await refuseTakenClassName(app.database.db, staff.organizationId, settings.name);
      const [klass] = await app.database.db
        .insert(schoolClasses)
        .values({
          organizationId: staff.organizationId,
          name: settings.name,
          unlockedChapters: [...new Set(settings.unlocked_chapters)],
          noSkip: settings.no_skip,
          quiz: settings.quiz,
          picturePasswords: settings.picture_passwords ?? false,
          joinToken: newJoinCode(),
        })
        .returning();
      if (!klass) throw new Error('class not created');
      const teachers = new Set(staff.isAdmin ? (teacherIds ?? []) : [...(teacherIds ?? []), staff.user.id]);
      await setClassTeachers(app.database.db, klass, [...teachers]);
      return reply.status(201).send(await classAnswer(request, klass));
    },
  );
};
