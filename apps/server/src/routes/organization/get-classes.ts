import { classSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentClass } from '../../presenters/organization.ts';
import { classFacts, schoolStaff, visibleClasses } from './organization-context.ts';

/** GET /api/organization/classes: every class for admins, their own for teachers. */
export const getClassesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/classes',
    { schema: { tags: ['organization'], summary: 'Classes the caller teaches or administers', response: { 200: z.array(classSchema), 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      const classes = await visibleClasses(request, schoolStaff(request));
      const facts = await classFacts(request, classes.map((klass) => klass.id));
      return classes.map((klass) => presentClass(klass, facts.counts.get(klass.id) ?? 0, facts.teachers.get(klass.id) ?? []));
    },
  );
};
