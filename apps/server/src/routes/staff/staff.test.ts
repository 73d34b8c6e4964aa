import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { createCarrotLevel, publishCarrotLevel } from '../../test/creative-helpers.ts';
import { likePattern } from './get-staff-users.ts';

it('escapes LIKE wildcards in searches', () => {
  expect(likePattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
});

describeWithApp('the staff area', (context) => {
  const get = (headers: Record<string, string>, url: string) =>
    context.app.inject({ method: 'GET', url, headers });

  it('finds a parent by e-mail or by a student name, and shows the account, progress, mail and who viewed it', async () => {
    const staff = await signUpParent(context.app);
    await context.app.database.db
      .update(users)
      .set({ isPlatformStaff: true })
      .where(eq(users.id, staff.answer.user.user_id));
    const parent = await signUpParent(context.app, { full_name: 'Morgan Findme' });
    const kid = `findable_${Date.now().toString(36)}`;
    const studentId = await addAndChooseStudent(context.app, parent, kid);
    await context.app.inject({
      method: 'POST',
      url: '/api/level/update/python',
      headers: parent.bearerHeaders,
      payload: {
        last_status: 'complete',
        last_code_executed: 'move_forward()',
        level_slug: 'intro-level1',
      },
    });

    const byEmail = await get(
      staff.bearerHeaders,
      `/api/staff/users?query=${encodeURIComponent(parent.email)}`,
    );
    expect(byEmail.json()).toEqual([
      expect.objectContaining({
        email: parent.email,
        full_name: 'Morgan Findme',
        students: [{ id: studentId, username: kid }],
      }),
    ]);
    const byStudent = await get(staff.bearerHeaders, `/api/staff/users?query=${kid.toUpperCase()}`);
    expect(byStudent.json().map((user: { email: string }) => user.email)).toEqual([parent.email]);
    const wildcards = await context.app.inject({
      method: 'GET',
      url: '/api/staff/users',
      query: { query: '%_%' },
      headers: staff.bearerHeaders,
    });
    expect(wildcards.json()).toEqual([]);

    await context.app.inject({
      method: 'POST',
      url: `/api/auth/impersonate/user?target_user_id=${parent.answer.user.user_id}`,
      headers: staff.bearerHeaders,
      payload: { reason: 'Checking the account page' },
    });
    const detail = await get(staff.bearerHeaders, `/api/staff/users/${parent.answer.user.user_id}`);
    expect(detail.statusCode).toBe(401); // impersonating replaced the staff session: staff must stop first
  });

  it('lists feedback and the outbox, and sends a failed mail again', async () => {
    const staff = await signUpParent(context.app);
    await context.app.database.db
      .update(users)
      .set({ isPlatformStaff: true })
      .where(eq(users.id, staff.answer.user.user_id));
    await context.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 2, feedback: 'The bridge level is too hard' },
    });
    const listed = await get(staff.bearerHeaders, '/api/staff/feedback');
    expect(listed.json()[0]).toMatchObject({ rating: 2, message: 'The bridge level is too hard' });

    const [failed] = await context.app.database.db
      .insert(mailOutbox)
      .values({
        toAddress: 'bounce@example.com',
        subject: 'A failed one',
        textBody: 'secret link',
        status: 'failed',
        attempts: 8,
        lastError: '550 no such user',
      })
      .returning();
    const failures = await get(staff.bearerHeaders, '/api/staff/outbox?status=failed');
    expect(failures.json()[0]).toMatchObject({
      id: failed!.id,
      subject: 'A failed one',
      last_error: '550 no such user',
    });
    expect(failures.json()[0]).not.toHaveProperty('text');
    const resend = await context.app.inject({
      method: 'POST',
      url: `/api/staff/outbox/${failed!.id}/resend`,
      headers: staff.bearerHeaders,
    });
    expect(resend.statusCode).toBe(200);
    const [after] = await context.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed!.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    const twice = await context.app.inject({
      method: 'POST',
      url: `/api/staff/outbox/${failed!.id}/resend`,
      headers: staff.bearerHeaders,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describeWithApp('reported creative levels', (context) => {
  it('lists a reported level with its reports for staff, who can hide it; others are refused', async () => {
    const staff = await signUpParent(context.app);
    await context.app.database.db.update(users).set({ isPlatformStaff: true }).where(eq(users.id, staff.answer.user.user_id));
    const creator = await signUpParent(context.app);
    await addAndChooseStudent(context.app, creator, `maker_${Date.now().toString(36)}`);
    // Only what others can see can be reported: the creator completes the level and publishes it.
    const created = await createCarrotLevel(context.app, creator, 'Rude Words');
    await publishCarrotLevel(context.app, creator, created);
    const reporter = await signUpParent(context.app);
    const report = await context.app.inject({
      method: 'POST',
      url: `/api/level/creative/${created.id}/report`,
      headers: reporter.bearerHeaders,
      payload: { reason: 'Mean words in the villager text' },
    });
    expect(report.statusCode).toBeLessThan(300);

    const listed = await context.app.inject({ method: 'GET', url: '/api/staff/reported-levels', headers: staff.bearerHeaders });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().find((level: { creative_level_id: number }) => level.creative_level_id === created.id);
    expect(entry).toMatchObject({
      name: 'Rude Words',
      creator_email: creator.email,
      hidden: false,
      reports: [expect.objectContaining({ reason: 'Mean words in the villager text', reporter_email: reporter.email })],
    });

    const hidden = await context.app.inject({ method: 'POST', url: `/api/level/creative/${created.id}/hide`, headers: staff.bearerHeaders });
    expect(hidden.statusCode).toBeLessThan(300);
    const after = (await context.app.inject({ method: 'GET', url: '/api/staff/reported-levels', headers: staff.bearerHeaders })).json();
    expect(after.find((level: { creative_level_id: number }) => level.creative_level_id === created.id).hidden).toBe(true);

    const refused = await context.app.inject({ method: 'GET', url: '/api/staff/reported-levels', headers: reporter.bearerHeaders });
    expect(refused.statusCode).toBe(403);
  });
}, { config: { verifyWaitMs: 60_000 } }); // the creator's completion is checked in the pool, slow on a busy machine
