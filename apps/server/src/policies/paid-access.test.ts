import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { students, subscriptions, users } from '../db/schema.ts';
import { buyPlan } from '../test/payment-helpers.ts';
import { signUpParent } from '../test/session-helpers.ts';
import { describeWithApp } from '../test/test-app.ts';
import { attachSchoolPlansToOrganization } from '../commands/payments/attach-school-plans.ts';
import { hasPaidAccess } from './level-access.ts';
import { fitsSchoolTier, SCHOOL_STUDENTS_WITHOUT_TIER, schoolStudentLimit } from './school-student-limit.ts';

describeWithApp('Paid access from subscriptions and school tiers', (context) => {
  async function parentWithStudents(count: number) {
    const parent = await signUpParent(context.app);
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await context.app.inject({
        method: 'POST',
        url: '/api/profile/students',
        headers: parent.bearerHeaders,
        payload: { username: `kid${index}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` },
      });
      ids.push((created.json() as { id: number }).id);
    }
    const { db } = context.app.database;
    const [user] = await db.select().from(users).where(eq(users.id, parent.answer.user.user_id));
    const rows = await db.select().from(students).where(eq(students.parentUserId, parent.answer.user.user_id)).orderBy(students.id);
    if (!user) throw new Error('no user');
    return { parent, user, students: rows, ids };
  }

  it('a family subscription opens every course for the first five students, not the sixth', async () => {
    const { parent, user, students: kids } = await parentWithStudents(6);
    await buyPlan(context.app, parent.bearerHeaders, 'family_yearly');
    const { db } = context.app.database;
    const now = new Date();
    const answers = [];
    for (const student of kids) answers.push(await hasPaidAccess(db, { user, student }, 'advanced-python', now));
    expect(answers).toEqual([true, true, true, true, true, false]);
    // Without a chosen student, the account's own subscription answers (the drawer).
    expect(await hasPaidAccess(db, { user, student: null }, 'python', now)).toBe(true);
  });

  it("a school tier opens every course for the organisation's students, and sets its student limit", async () => {
    const { parent, user, students: kids } = await parentWithStudents(1);
    const { db } = context.app.database;
    const organizationId = 700_000 + Math.floor(Math.random() * 1000);
    // The schools area makes the buyer an organisation admin; here we do what it will do.
    await db.update(users).set({ organizationId, userType: 2 }).where(eq(users.id, user.id));
    const [school] = kids;
    if (!school) throw new Error('no student');
    await db.update(students).set({ organizationId }).where(eq(students.id, school.id));
    const now = new Date();
    expect(await schoolStudentLimit(db, organizationId, now)).toEqual({ plan: null, limit: SCHOOL_STUDENTS_WITHOUT_TIER });
    const schoolStudent = { ...school, organizationId };
    const admin = { ...user, organizationId, userType: 2 };
    expect(await hasPaidAccess(db, { user: admin, student: schoolStudent }, 'python', now)).toBe(false);

    await buyPlan(context.app, parent.bearerHeaders, 'school_small');
    const small = await schoolStudentLimit(db, organizationId, now);
    expect(small).toEqual({ plan: 'school_small', limit: 200 });
    expect(fitsSchoolTier(small, 199, 1)).toBe(true);
    expect(fitsSchoolTier(small, 199, 2)).toBe(false);
    expect(await hasPaidAccess(db, { user: admin, student: schoolStudent }, 'python', now)).toBe(true);

    // Upgrading to the large tier lifts the limit.
    const upgraded = await context.app.inject({ method: 'POST', url: '/api/payment/upgrade-subscription?plan_name=school_large', headers: parent.bearerHeaders });
    expect(upgraded.statusCode).toBe(200);
    const large = await schoolStudentLimit(db, organizationId, now);
    expect(large).toEqual({ plan: 'school_large', limit: null });
    expect(fitsSchoolTier(large, 10_000, 500)).toBe(true);

    // A tier cancelled at the end of a period that has passed opens nothing.
    await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(now.getTime() - 1000) })
      .where(eq(subscriptions.organizationId, organizationId));
    expect(await hasPaidAccess(db, { user: admin, student: schoolStudent }, 'python', now)).toBe(false);
  });

  it('a school tier bought before the organisation existed is attached to it when it is registered', async () => {
    const { parent, user } = await parentWithStudents(0);
    const { db } = context.app.database;
    await buyPlan(context.app, parent.bearerHeaders, 'school_small');
    const organizationId = 800_000 + Math.floor(Math.random() * 1000);
    expect(await schoolStudentLimit(db, organizationId, new Date())).toEqual({ plan: null, limit: SCHOOL_STUDENTS_WITHOUT_TIER });
    expect(await attachSchoolPlansToOrganization(db, user.id, organizationId)).toBe(1);
    expect(await schoolStudentLimit(db, organizationId, new Date())).toEqual({ plan: 'school_small', limit: 200 });
  });

  it('organisation users cannot buy family plans; only admins buy school tiers', async () => {
    const { parent, user } = await parentWithStudents(0);
    const { db } = context.app.database;
    await db.update(users).set({ organizationId: 12345, userType: 1 }).where(eq(users.id, user.id));
    for (const plan of ['python_course', 'family_monthly', 'school_small']) {
      const answer = await context.app.inject({ method: 'POST', url: '/api/payment/paddle', headers: parent.bearerHeaders, payload: { plan_name: plan } });
      expect(answer.statusCode, plan).toBe(403);
    }
    const unknown = await context.app.inject({ method: 'POST', url: '/api/payment/paddle', headers: parent.bearerHeaders, payload: { plan_name: 'gold_plan' } });
    expect(unknown.statusCode).toBe(422);
  });
});
