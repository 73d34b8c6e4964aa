import { classIdParamsSchema, classSchema, classSettingsSchema, errorBodySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { classAnswer } from './class-answer.ts';
import { refuseTakenClassName } from './class-name.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** PUT /api/organization/classes/{class_id}: name and rules (unlocked_chapters, no_skip, quiz). */
export const putClassRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/classes/:class_id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Edit a class and its rules',
        params: classIdParamsSchema,
        body: classSettingsSchema,
        response: { 200: classSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      await refuseTakenClassName(app.database.db, klass.organizationId, request.body.name, klass.id);
      const [updated] = await app.database.db
        .update(schoolClasses)
        .set({ name: request.body.name, unlockedChapters: [...new Set(request.body.unlocked_chapters)], noSkip: request.body.no_skip, quiz: request.body.quiz })
        .where(eq(schoolClasses.id, klass.id))
        .returning();
      return classAnswer(request, updated ?? klass);
    },
  );
};
