import { detailResponseSchema, errorBodySchema, inviteTeacherQuerySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations, teacherInvitations } from '../../db/schema.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { publicBase } from '../../services/links.ts';
import { hashToken, randomToken } from '../../services/secret-token.ts';
import { schoolAdmin } from './organization-context.ts';
import { INVITATION_LIFETIME_MS, teacherInvitationMail } from './teacher-invitation-mail.ts';

/** POST /api/organization/invite-teacher?email: a sign-up link to the school through the mail outbox (7 days). */
export const postInviteTeacherRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/invite-teacher',
    {
      schema: {
        tags: ['organization'],
        summary: 'Invite a teacher by e-mail (admins)',
        querystring: inviteTeacherQuerySchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const admin = schoolAdmin(request);
      const { db } = app.database;
      const { clock } = app.services;
      const token = randomToken();
      await db.transaction(async (tx) => {
        const [organization] = await tx.select().from(organizations).where(eq(organizations.id, admin.organizationId)).limit(1);
        await tx.insert(teacherInvitations).values({
          organizationId: admin.organizationId,
          email: request.query.email,
          tokenHash: hashToken(token),
          invitedBy: admin.user.id,
          expiresAt: new Date(clock.now().getTime() + INVITATION_LIFETIME_MS),
        });
        const link = `${publicBase(request)}/en/organization/join?token=${token}`;
        await enqueueMail(tx, clock, teacherInvitationMail(request.query.email, organization?.name ?? 'your school', admin.user.fullName, link));
      });
      app.services.wakeMailSender();
      return { detail: 'Invitation sent' };
    },
  );
};
