import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { impersonationActions, impersonations, users } from '../../db/schema.ts';
import {
  addAndChooseStudent,
  sessionFrom,
  signUpParent,
  type TestSession,
} from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

const clock = new TestClock();

describeWithApp(
  'impersonation by platform staff',
  (context) => {
    async function staffMember() {
      const member = await signUpParent(context.app, { full_name: 'Sam Staff' });
      const userId = member.answer.user.user_id;
      await context.app.database.db
        .update(users)
        .set({ isPlatformStaff: true })
        .where(eq(users.id, userId));
      return { ...member, userId };
    }
    const post = (session: TestSession, url: string, payload?: object) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: session.bearerHeaders,
        ...(payload ? { payload } : {}),
      });

    /** Starting to view as someone needs a reason (it goes into the audit log). */
    const viewAs = (session: TestSession, url: string, reason = 'Support ticket 4242') =>
      post(session, url, { reason });

    it('views the product as a parent under a banner, cannot change what is theirs, stops, and the audit log has it', async () => {
      const staff = await staffMember();
      const parent = await signUpParent(context.app, { full_name: 'Pat Parent' });
      const started = await viewAs(staff, `/api/auth/impersonate/user?target_user_id=${parent.answer.user.user_id}`);
      expect(started.statusCode).toBe(200);
      const viewing = sessionFrom(started);
      expect(viewing.answer.user).toMatchObject({
        email: parent.email,
        is_platform_staff: false,
        impersonation: { staff_email: staff.email, student_username: null },
      });
      const current = await context.app.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: viewing.bearerHeaders,
      });
      expect(current.json().impersonation.staff_email).toBe(staff.email);

      // What the parent could do to their account, staff may not.
      const deleted = await context.app.inject({
        method: 'DELETE',
        url: '/api/profile',
        headers: viewing.bearerHeaders,
      });
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json().code).toBe('impersonation_forbidden');
      const reset = await post(
        viewing,
        '/api/auth/reset-password?token=x&new_password=correct%20horse%20battery',
      );
      expect(reset.statusCode).toBe(403);
      const again = await viewAs(viewing, `/api/auth/impersonate/user?target_user_id=${staff.userId}`);
      expect(again.statusCode).toBe(403);
      // An ordinary change goes through and is audited (field names, not values).
      expect((await post(viewing, '/api/profile', { full_name: 'Pat P.' })).statusCode).toBe(200);

      const stopped = await post(viewing, '/api/auth/impersonate/stop');
      expect(stopped.statusCode).toBe(200);
      const back = sessionFrom(stopped);
      expect(back.answer.user).toMatchObject({
        email: staff.email,
        is_platform_staff: true,
        impersonation: null,
      });
      expect(back.answer.redirect).toMatch(/\/staff$/);
      const afterStop = await context.app.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: viewing.bearerHeaders,
      });
      expect(afterStop.statusCode).toBe(401);

      const [record] = await context.app.database.db
        .select()
        .from(impersonations)
        .where(eq(impersonations.targetUserId, parent.answer.user.user_id));
      expect(record).toMatchObject({
        staffEmail: staff.email,
        targetEmail: parent.email,
        ipAddress: '127.0.0.1',
        reason: 'Support ticket 4242',
      });
      expect(record?.endedAt).toBeInstanceOf(Date);
      const actions = await context.app.database.db
        .select()
        .from(impersonationActions)
        .where(eq(impersonationActions.impersonationId, record!.id))
        .orderBy(impersonationActions.id);
      expect(actions.map((action) => [action.method, action.url, action.statusCode])).toEqual([
        ['DELETE', '/api/profile', 403],
        ['POST', '/api/auth/reset-password?token=x&new_password=correct%20horse%20battery', 403],
        ['POST', `/api/auth/impersonate/user?target_user_id=${staff.userId}`, 403],
        ['POST', '/api/profile', 200],
      ]);
      expect(actions[3]?.fields).toEqual(['full_name']);
    });

    it('views as a student: the family account with that student chosen', async () => {
      const staff = await staffMember();
      const parent = await signUpParent(context.app);
      const studentId = await addAndChooseStudent(
        context.app,
        parent,
        `imp_kid_${Date.now().toString(36)}`,
      );
      const started = await viewAs(staff, `/api/auth/impersonate/student?target_student_id=${studentId}`);
      expect(started.statusCode).toBe(200);
      expect(sessionFrom(started).answer.user).toMatchObject({
        student_id: studentId,
        impersonation: { staff_email: staff.email },
      });
    });

    it('needs a reason of 3 to 500 characters, without NUL, and the audit log shows it', async () => {
      const staff = await staffMember();
      const parent = await signUpParent(context.app);
      const url = `/api/auth/impersonate/user?target_user_id=${parent.answer.user.user_id}`;
      const missing = await post(staff, url);
      expect(missing.statusCode).toBe(422);
      for (const reason of ['  ', 'ab', 'x'.repeat(501), 'Ticket\u0000 12']) {
        const refused = await viewAs(staff, url, reason);
        expect(refused.statusCode, reason).toBe(422);
        expect(JSON.stringify(refused.json().errors)).toContain('reason');
      }
      const parentWithChild = await signUpParent(context.app);
      const studentId = await addAndChooseStudent(
        context.app,
        parentWithChild,
        `imp_why_${Date.now().toString(36)}`,
      );
      const studentUrl = `/api/auth/impersonate/student?target_student_id=${studentId}`;
      expect((await post(staff, studentUrl)).statusCode).toBe(422);
      const started = await viewAs(staff, studentUrl, '  Stuck on level 3, ticket 77  ');
      expect(started.statusCode).toBe(200);
      const stopped = await post(sessionFrom(started), '/api/auth/impersonate/stop');
      const audit = await context.app.inject({
        method: 'GET',
        url: '/api/staff/impersonations',
        headers: sessionFrom(stopped).bearerHeaders,
      });
      expect(audit.statusCode).toBe(200);
      expect(audit.json()[0]).toMatchObject({
        target_email: parentWithChild.email,
        reason: 'Stuck on level 3, ticket 77',
      });
    });

    it('ends by itself after 30 minutes', async () => {
      const staff = await staffMember();
      const parent = await signUpParent(context.app);
      const started = await viewAs(staff, `/api/auth/impersonate/user?target_user_id=${parent.answer.user.user_id}`);
      const viewing = sessionFrom(started);
      clock.advance(29 * 60 * 1000);
      expect(
        (
          await context.app.inject({
            method: 'GET',
            url: '/api/auth/current',
            headers: viewing.bearerHeaders,
          })
        ).statusCode,
      ).toBe(200);
      clock.advance(2 * 60 * 1000);
      expect(
        (
          await context.app.inject({
            method: 'GET',
            url: '/api/auth/current',
            headers: viewing.bearerHeaders,
          })
        ).statusCode,
      ).toBe(401);
    });

    it('is for staff only, never as another staff member, and answers 404 for nobody', async () => {
      const parent = await signUpParent(context.app);
      const other = await signUpParent(context.app);
      const refused = await viewAs(parent, `/api/auth/impersonate/user?target_user_id=${other.answer.user.user_id}`);
      expect(refused.statusCode).toBe(403);
      const staff = await staffMember();
      const colleague = await staffMember();
      expect(
        (await viewAs(staff, `/api/auth/impersonate/user?target_user_id=${colleague.userId}`))
          .statusCode,
      ).toBe(403);
      expect(
        (await viewAs(staff, `/api/auth/impersonate/user?target_user_id=${staff.userId}`)).statusCode,
      ).toBe(403);
      expect(
        (await viewAs(staff, '/api/auth/impersonate/user?target_user_id=999999')).statusCode,
      ).toBe(404);
      expect(
        (await viewAs(staff, '/api/auth/impersonate/student?target_student_id=999999')).statusCode,
      ).toBe(404);
      expect((await post(staff, '/api/auth/impersonate/stop')).statusCode).toBe(409);
    });
  },
  { services: () => ({ clock }) },
);
