import { badgesResponseSchema, errorBodySchema, newBadgesResponseSchema, seenBadgesRequestSchema, seenBadgesResponseSchema, studentParamsSchema } from '@codehop/api';
import { BADGES, findBadge } from '@codehop/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canViewRecognition } from '../../policies/can-view-recognition.ts';
import { presentBadge } from '../../presenters/recognition.ts';
import { studentFor } from '../../services/learner-lookup.ts';
import { awardRecognition, badgesOf, markBadgesSeen } from '../../services/recognition.ts';

/**
 * GET /api/badges/{student_id}: every badge with when the student earned it (null: not yet);
 * GET /api/badges/{student_id}/new: earned and not yet celebrated; POST .../seen marks them.
 */
export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/badges/:student_id',
    {
      schema: {
        tags: ['recognition'],
        summary: 'A student\'s badges, earned and still to earn',
        params: studentParamsSchema,
        response: { 200: badgesResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const student = await studentFor(request, request.params.student_id, canViewRecognition);
      await awardRecognition(app.database.db, app.services.clock.now(), student.id);
      const earned = new Map((await badgesOf(app.database.db, student.id)).map((row) => [row.badgeId, row.earnedAt]));
      return {
        student: { id: student.id, username: student.username },
        badges: BADGES.map((badge) => presentBadge(badge, earned.get(badge.id) ?? null)),
      };
    },
  );

  app.get(
    '/api/badges/:student_id/new',
    {
      schema: {
        tags: ['recognition'],
        summary: 'Badges earned and not yet celebrated',
        params: studentParamsSchema,
        response: { 200: newBadgesResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const student = await studentFor(request, request.params.student_id, canViewRecognition);
      await awardRecognition(app.database.db, app.services.clock.now(), student.id);
      const rows = (await badgesOf(app.database.db, student.id)).filter((row) => row.seenAt === null);
      return {
        badges: rows.flatMap((row) => {
          const badge = findBadge(row.badgeId);
          return badge ? [presentBadge(badge, row.earnedAt)] : [];
        }),
      };
    },
  );

  app.post(
    '/api/badges/:student_id/seen',
    {
      schema: {
        tags: ['recognition'],
        summary: 'Mark badges as celebrated',
        params: studentParamsSchema,
        body: seenBadgesRequestSchema,
        response: { 200: seenBadgesResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const student = await studentFor(request, request.params.student_id, canViewRecognition);
      return { marked: await markBadgesSeen(app.database.db, app.services.clock.now(), student.id, request.body.ids) };
    },
  );
};
