import { classIdParamsSchema, courseQuerySchemaForProgress, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textFileResponse } from '../../plugins/response-shapes.ts';
import { sortedByName } from '../../presenters/name-order.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { classProgress, classProgressCsv } from './class-progress-data.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** GET /api/organization/classes/{class_id}/progress.csv?course (ours): the heatmap for a spreadsheet. */
export const getClassProgressCsvRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/classes/:class_id/progress.csv',
    {
      schema: {
        tags: ['organization'],
        summary: "A class's progress as CSV",
        params: classIdParamsSchema,
        querystring: courseQuerySchemaForProgress,
        response: { 200: textFileResponse('text/csv', 'One row per student, one column per level'), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = schoolStaff(request);
      const klass = await managedClass(request, staff, request.params.class_id);
      const progress = await classProgress(request, klass, request.query.course, request.query.chapters);
      // A spreadsheet keeps the rows' order: the reader's alphabet, not the database's.
      const students = sortedByName(progress.students, (student) => student.username, safeLocale(staff.user.language));
      const csv = classProgressCsv({ ...progress, students });
      const file = `${klass.name.replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'class'}-${request.query.course}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="class.csv"; filename*=UTF-8''${encodeURIComponent(file)}`)
        .send(csv);
    },
  );
};
