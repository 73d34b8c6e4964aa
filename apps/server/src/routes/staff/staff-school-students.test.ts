import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildSchool } from '../../test/school-world.ts';
import { signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

describeWithApp('staff search: school students', (context) => {
  it('shows a school student by username, school and class, and a parent without them', async () => {
    const staff = await signUpParent(context.app);
    await context.app.database.db
      .update(users)
      .set({ isPlatformStaff: true })
      .where(eq(users.id, staff.answer.user.user_id));
    const tag = `Find${Date.now().toString(36)}`;
    const school = await buildSchool(context.app, tag);
    const get = (url: string) =>
      context.app.inject({ method: 'GET', url, headers: staff.bearerHeaders });

    const found = await get(`/api/staff/users?query=${school.studentUsername}`);
    expect(found.statusCode).toBe(200);
    const login = found.json().find(
      (account: { school_student: unknown }) => account.school_student !== null,
    );
    expect(login).toMatchObject({
      email: expect.stringMatching(/@students\.codehop\.invalid$/),
      school_student: {
        student_id: school.studentId,
        username: school.studentUsername,
        school_name: `School ${tag}`,
        class_id: school.classId,
        class_name: 'Class 5B',
      },
    });
    const detail = await get(`/api/staff/users/${login.user_id}`);
    expect(detail.json().school_student).toMatchObject({ username: school.studentUsername });

    // The school's admin is an account of the school, not a student: no student identity.
    const admin = await get(`/api/staff/users/${school.admin.answer.user.user_id}`);
    expect(admin.json().school_student).toBeNull();
  });
});
