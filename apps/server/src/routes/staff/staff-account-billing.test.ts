import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StaffOrganization, StaffUserDetail } from '@codehop/api';
import { organizations, users } from '../../db/schema.ts';
import { buyPlan, purchasesOf } from '../../test/payment-helpers.ts';
import { buildSchool, loginTeacher } from '../../test/school-world.ts';
import { signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

async function staffMember(app: FastifyInstance): Promise<TestSession> {
  const staff = await signUpParent(app);
  await app.database.db
    .update(users)
    .set({ isPlatformStaff: true })
    .where(eq(users.id, staff.answer.user.user_id));
  return staff;
}

describeWithApp(
  'the staff account view: what was bought, for whom, and the organisation',
  (context) => {
    const get = (session: TestSession, url: string) =>
      context.app.inject({ method: 'GET', url, headers: session.bearerHeaders });

    it("shows a parent's course purchases with the child each went to, the refund and its reason, and the subscription", async () => {
      const { app } = context;
      const staff = await staffMember(app);
      const parent = await signUpParent(app, { full_name: 'Paying Parent' });
      const kid = `buyer_kid_${Date.now().toString(36)}`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/profile/students',
        headers: parent.bearerHeaders,
        payload: { username: kid },
      });
      const kidId = (created.json() as { id: number }).id;
      await buyPlan(app, parent.bearerHeaders, 'python_course');
      await buyPlan(app, parent.bearerHeaders, 'advanced_python_course');
      await app.inject({
        method: 'POST',
        url: `/api/payment/assign-purchase?student_id=${kidId}&course_name=python`,
        headers: parent.bearerHeaders,
      });
      const advanced = (await purchasesOf(app, parent.bearerHeaders)).find(
        (purchase) => purchase.plan_name === 'advanced_python_course',
      );
      const refund = await app.inject({
        method: 'POST',
        url: `/api/payment/request-refund?purchase_id=${advanced?.id}&reason=not_satisfied`,
        headers: parent.bearerHeaders,
      });
      expect(refund.statusCode).toBe(200);
      await buyPlan(app, parent.bearerHeaders, 'family_monthly');

      const detail = await get(staff, `/api/staff/users/${parent.answer.user.user_id}`);
      expect(detail.statusCode).toBe(200);
      const body = detail.json() as StaffUserDetail;
      expect(body.organization).toBeNull();
      const byPlan = Object.fromEntries(body.purchases.map((row) => [row.plan_name, row]));
      expect(byPlan.python_course).toMatchObject({
        status: 'paid',
        student_id: kidId,
        student_username: kid,
        refund_reason: null,
      });
      expect(byPlan.python_course?.assigned_at).toEqual(expect.any(String));
      expect(byPlan.advanced_python_course).toMatchObject({
        status: 'refunded',
        student_username: null,
        refund_reason: 'not_satisfied',
      });
      expect(byPlan.advanced_python_course?.refunded_at).toEqual(expect.any(String));
      expect(byPlan.family_monthly).toMatchObject({ kind: 'family', status: 'paid' });
      expect(body.subscriptions).toEqual([
        expect.objectContaining({
          plan_name: 'family_monthly',
          kind: 'family',
          status: 'active',
          live: true,
          student_limit: 5,
          cancel_at_period_end: false,
        }),
      ]);
    });

    it("links a school's admin and teacher to their organisation, and the organisation to its members, size and tier", async () => {
      const { app } = context;
      const staff = await staffMember(app);
      const school = await buildSchool(app);
      await buyPlan(app, school.admin.bearerHeaders, 'school_small');
      const [organization] = await app.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.slug, school.slug));
      const organizationId = organization?.id ?? 0;

      const admin = (
        await get(staff, `/api/staff/users/${school.admin.answer.user.user_id}`)
      ).json() as StaffUserDetail;
      expect(admin.organization).toEqual({
        organization_id: organizationId,
        name: organization?.name,
        slug: school.slug,
        role: 'admin',
      });
      expect(admin.purchases.map((row) => row.plan_name)).toEqual(['school_small']);
      const teacher = (
        await get(staff, `/api/staff/users/${school.teacherId}`)
      ).json() as StaffUserDetail;
      expect(teacher.organization?.role).toBe('teacher');

      const answer = await get(staff, `/api/staff/organizations/${organizationId}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as StaffOrganization;
      expect(body).toMatchObject({
        id: organizationId,
        slug: school.slug,
        admins: [{ user_id: school.admin.answer.user.user_id, email: school.admin.answer.user.email }],
        teachers: [{ user_id: school.teacherId, email: school.teacherEmail }],
        classes_count: 1,
        students_count: 1,
        tier: { plan_name: 'school_small', kind: 'school', live: true, student_limit: 200 },
      });
      expect(body.purchases.map((row) => row.plan_name)).toEqual(['school_small']);

      // Its own admin and teacher cannot read it here; a missing one is a 404 for staff.
      expect(
        (await get(school.admin, `/api/staff/organizations/${organizationId}`)).statusCode,
      ).toBe(403);
      const teacherSession = await loginTeacher(app, school);
      expect(
        (await get(teacherSession, `/api/staff/organizations/${organizationId}`)).statusCode,
      ).toBe(403);
      expect((await get(staff, '/api/staff/organizations/999999')).statusCode).toBe(404);
    });
  },
);
