import { classIdParamsSchema, classJoinLinkRequestSchema, classSchema, errorBodySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { newJoinCode } from '../../services/join-code.ts';
import { classAnswer } from './class-answer.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** What a join link that its teacher turned off answers (class-by-token and the class signup). */
export const CLASS_LINK_OFF = new HttpError(404, 'This class link is turned off. Ask your teacher for a new one.', 'class_link_off');

/**
 * PUT /api/organization/classes/{class_id}/join-link {enabled, new_code}: turns the class's join
 * link on or off, and with new_code replaces its code so the old link stops working (anyone who
 * holds a link takes a seat of the school's plan).
 */
export const putClassJoinLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/classes/:class_id/join-link',
    {
      schema: {
        tags: ['organization'],
        summary: 'Turn a class join link on or off, or give it a new code',
        params: classIdParamsSchema,
        body: classJoinLinkRequestSchema,
        response: { 200: classSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      const [updated] = await app.database.db
        .update(schoolClasses)
        .set({ joinEnabled: request.body.enabled, ...(request.body.new_code ? { joinToken: newJoinCode() } : {}) })
        .where(eq(schoolClasses.id, klass.id))
        .returning();
      return classAnswer(request, updated ?? klass);
    },
  );
};
