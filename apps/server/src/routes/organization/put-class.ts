import { classIdParamsSchema, classSchema, classSettingsSchema, errorBodySchema, IF_MATCH_RULE, staleErrorSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { ifMatchVersions, nextVersion, versionMatches } from '../../plugins/preconditions.ts';
import { classAnswer } from './class-answer.ts';
import { CLASS_TAG, sendClassTag, staleClass } from './class-precondition.ts';
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
        description: IF_MATCH_RULE,
        params: classIdParamsSchema,
        body: classSettingsSchema,
        response: { 200: classSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 412: staleErrorSchema(classSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      await refuseTakenClassName(app.database.db, klass.organizationId, request.body.name, klass.id);
      const versions = ifMatchVersions(request, CLASS_TAG, klass.id);
      // Checked and written in one statement, so two saves from the same tag cannot both win.
      const [updated] = await app.database.db
        .update(schoolClasses)
        .set({
          name: request.body.name,
          unlockedChapters: [...new Set(request.body.unlocked_chapters)],
          noSkip: request.body.no_skip,
          quiz: request.body.quiz,
          ...(request.body.picture_passwords === undefined ? {} : { picturePasswords: request.body.picture_passwords }),
          version: nextVersion(schoolClasses.version),
        })
        .where(and(eq(schoolClasses.id, klass.id), versionMatches(schoolClasses.version, versions)))
        .returning();
      if (!updated) return staleClass(request, klass.id);
      sendClassTag(reply, updated);
      return classAnswer(request, updated);
    },
  );
};
