import {
  certificateIdParamsSchema,
  certificateQuerySchema,
  certificateSchema,
  certificateSlugParamsSchema,
  certificatesResponseSchema,
  errorBodySchema,
  publicCertificateResponseSchema,
  studentParamsSchema,
} from '@codehop/api';
import { listCourses } from '@codehop/content';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificates } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { fileResponse } from '../../plugins/response-shapes.ts';
import { canViewRecognition } from '../../policies/can-view-recognition.ts';
import { presentCertificate } from '../../presenters/recognition.ts';
import { certificatePdf } from '../../services/certificate/certificate-pdf.ts';
import { mailLocale } from '../../mail-i18n/mail-text.ts';
import { studentFor } from '../../services/learner-lookup.ts';
import { awardRecognition, FIRST_STEPS_LEVEL } from '../../services/recognition.ts';
import { STUDENT_REQUIRED } from '../../services/player.ts';
import { viewedStudent } from '../../services/viewed-student.ts';

const NOT_FOUND = new HttpError(404, 'There is no certificate with this number', 'certificate_not_found');

/** Which certificate a level slug stands for: intro-level4, or a course's last level (or its id). */
function certificateAt(slug: string): { courseId: string; kind: 'first_steps' | 'course' } | undefined {
  if (slug === FIRST_STEPS_LEVEL) return { courseId: 'python', kind: 'first_steps' };
  for (const course of listCourses()) {
    const last = course.chapters.flatMap((chapter) => chapter.levels).at(-1);
    if (slug === course.id || (last && last.slug === slug)) return { courseId: course.id, kind: 'course' };
  }
  return undefined;
}

/**
 * Certificates (spec/platform.md §2 recognition routes, §7 get_certificate). The server issues
 * them when they are earned; the public page and the PDF are open to anyone holding the number.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/get_certificate/:slug',
    {
      schema: {
        tags: ['recognition'],
        summary: 'The certificate a level leads to, issued when earned',
        params: certificateSlugParamsSchema,
        querystring: certificateQuerySchema,
        response: { 200: certificateSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const at = certificateAt(request.params.slug);
      if (!at) throw new HttpError(404, 'This level has no certificate', 'certificate_not_found');
      if (!request.auth) throw new HttpError(401, 'Sign up to earn certificates.', 'sign_up_required');
      const student = await viewedStudent(request, request.query.student_id);
      if (!student) throw STUDENT_REQUIRED;
      await awardRecognition(app.database.db, app.services.clock.now(), student.id);
      const [row] = await app.database.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.studentId, student.id), eq(certificates.courseId, at.courseId), eq(certificates.kind, at.kind)))
        .limit(1);
      if (!row) {
        throw new HttpError(
          403,
          at.kind === 'course' ? 'Finish every level and quiz of the course first.' : `Finish the levels up to ${FIRST_STEPS_LEVEL} first.`,
          'certificate_not_earned',
        );
      }
      return presentCertificate(row);
    },
  );

  app.get(
    '/api/certificates/:student_id',
    {
      schema: {
        tags: ['recognition'],
        summary: 'A student\'s certificates',
        params: studentParamsSchema,
        response: { 200: certificatesResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const student = await studentFor(request, request.params.student_id, canViewRecognition);
      await awardRecognition(app.database.db, app.services.clock.now(), student.id);
      const rows = await app.database.db
        .select()
        .from(certificates)
        .where(eq(certificates.studentId, student.id))
        .orderBy(asc(certificates.issuedAt));
      return { student: { id: student.id, username: student.username }, certificates: rows.map(presentCertificate) };
    },
  );

  app.get(
    '/api/certificate/:certificate_id',
    {
      schema: {
        tags: ['recognition'],
        summary: 'A certificate\'s public page (404: not a genuine certificate)',
        params: certificateIdParamsSchema,
        response: { 200: publicCertificateResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const [row] = await app.database.db.select().from(certificates).where(eq(certificates.id, request.params.certificate_id)).limit(1);
      if (!row) throw NOT_FOUND;
      return { ...presentCertificate(row), genuine: true as const };
    },
  );

  app.get(
    '/api/certificate/:certificate_id/pdf',
    {
      schema: {
        tags: ['recognition'],
        summary: 'A certificate as a PDF with a QR code to its public page',
        params: certificateIdParamsSchema,
        querystring: z.object({ lng: z.string().regex(/^[a-z]{2}$/).optional() }),
        response: { 200: fileResponse('application/pdf', 'The certificate'), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.database.db.select().from(certificates).where(eq(certificates.id, request.params.certificate_id)).limit(1);
      if (!row) throw NOT_FOUND;
      const base = (app.services.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
      const language = mailLocale(request.query.lng);
      const link = `${base}/${language}/certificate/${row.id}`;
      const pdf = await certificatePdf(presentCertificate(row), link, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="codehop-certificate-${row.id}.pdf"`)
        .header('cache-control', 'private, max-age=0')
        .send(Buffer.from(pdf));
    },
  );
};
