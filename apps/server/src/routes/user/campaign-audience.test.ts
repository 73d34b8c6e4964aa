import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.ts';
import { buildSchool } from '../../test/school-world.ts';
import { signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

describeWithApp('campaign audience: the count before "everyone", and words per reader', (context) => {
  it('counts families and schools (no school student logins), and writes each in its own words', async () => {
    const staff = await signUpParent(context.app);
    const { db } = context.app.database;
    await db.update(users).set({ isPlatformStaff: true }).where(eq(users.id, staff.answer.user.user_id));
    const parent = await signUpParent(context.app, { full_name: 'Robin Parent' });
    const school = await buildSchool(context.app, 'Audience');
    const gone = await signUpParent(context.app);
    await db.update(users).set({ unsubscribedAt: new Date() }).where(eq(users.id, gone.answer.user.user_id));

    const refused = await context.app.inject({
      method: 'GET',
      url: '/api/user/campaign_audience',
      headers: parent.bearerHeaders,
    });
    expect(refused.statusCode).toBe(403);
    const counted = await context.app.inject({
      method: 'GET',
      url: '/api/user/campaign_audience',
      headers: staff.bearerHeaders,
    });
    expect(counted.statusCode).toBe(200);
    // The staff member and the parent; the school's admin and teacher; not the student, not the unsubscribed.
    expect(counted.json()).toEqual({ recipients: 4, families: 2, schools: 2 });

    const queued = await context.app.inject({
      method: 'POST',
      url: '/api/user/queue_user_emails_for_all?template_name=new-levels&subject=New%20levels',
      headers: staff.bearerHeaders,
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json().queued).toBe(counted.json().recipients);

    const bodyFor = async (email: string) => {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'campaign')));
      return mail?.textBody ?? '';
    };
    expect(await bodyFor(parent.email)).toContain('Your children can carry on');
    const teacherMail = await bodyFor(school.teacherEmail);
    expect(teacherMail).toContain('Your students can carry on');
    expect(teacherMail).not.toContain('Your children');
    const invalid = await db.select().from(mailOutbox);
    expect(invalid.some((mail) => mail.toAddress.endsWith('.invalid'))).toBe(false);
  });
});
