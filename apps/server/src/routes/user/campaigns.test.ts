import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.ts';
import { queueWeeklyDigests } from '../../services/weekly-digest.ts';
import { addAndChooseStudent, signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { SmtpPeer } from '../../test/smtp-peer.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

const BASE = 'https://codehop.example';
const peer = new SmtpPeer();
const clock = new TestClock();
beforeAll(() => peer.start());
afterAll(() => peer.stop());

/** The path and query of the first link in `text` under `pathStart` (the mail's links point at PUBLIC_URL). */
function linkPath(text: string, pathStart: string): string {
  const link = text
    .match(/https?:\/\/\S+/g)
    ?.map((raw) => new URL(raw))
    .find((url) => url.pathname.startsWith(pathStart));
  if (!link) throw new Error(`no ${pathStart} link in ${text}`);
  return `${link.pathname}${link.search}`;
}

describeWithApp(
  'mail campaigns, tracking and unsubscribe over SMTP',
  (context) => {
    async function staffMember() {
      const member = await signUpParent(context.app);
      await context.app.database.db
        .update(users)
        .set({ isPlatformStaff: true })
        .where(eq(users.id, member.answer.user.user_id));
      return member;
    }

    it('queues a campaign held until send_emails, delivers it with List-Unsubscribe, tracks opens and clicks, and unsubscribes in one click', async () => {
      const staff = await staffMember();
      const parent = await signUpParent(context.app, { full_name: 'Robin Green' });
      const queued = await context.app.inject({
        method: 'POST',
        url: '/api/user/queue_emails',
        headers: staff.bearerHeaders,
        payload: {
          template_name: 'new-levels',
          subject: 'New levels on Codehop',
          recipient_emails: [parent.email, 'nobody-here@example.com'],
        },
      });
      expect(queued.statusCode).toBe(202);
      expect(queued.json()).toMatchObject({ queued: 1, skipped: 1 });
      const [held] = await context.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'New levels on Codehop'));
      expect(held?.status).toBe('held');

      const released = await context.app.inject({
        method: 'POST',
        url: '/api/user/send_emails?rows=10',
        headers: staff.bearerHeaders,
      });
      expect(released.json().released).toBeGreaterThanOrEqual(1);
      const mail = await peer.waitFor(parent.email, /New levels on Codehop/);
      expect(mail.text).toContain('New levels are waiting, Robin!');
      expect(mail.html).toContain('Play the new levels');
      expect(mail.headers.get('list-unsubscribe')).toMatch(
        /^<https:\/\/codehop\.example\/api\/user\/unsubscribe\/[A-Za-z0-9_-]+>$/,
      );
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      const pixel = await context.app.inject({
        method: 'GET',
        url: linkPath(mail.html ?? '', '/api/user/open/').split('?')[0]!,
      });
      expect(pixel.statusCode).toBe(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
      const click = await context.app.inject({
        method: 'GET',
        url: linkPath(mail.text, '/api/user/open/'),
      });
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe('/en/');
      const openPath = linkPath(mail.text, '/api/user/open/').split('?')[0]!;
      for (const elsewhere of [
        'https://evil.example/',
        '//evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const refused = await context.app.inject({
          method: 'GET',
          url: `${openPath}?redirect_url=${encodeURIComponent(elsewhere)}`,
        });
        expect(refused.statusCode, elsewhere).toBe(400);
      }
      const ownAbsolute = await context.app.inject({
        method: 'GET',
        url: `${openPath}?redirect_url=${encodeURIComponent(`${BASE}/en/challenges`)}`,
      });
      expect(ownAbsolute.headers.location).toBe('/en/challenges');
      const [tracked] = await context.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, held!.id));
      expect(tracked?.openedAt).toBeInstanceOf(Date);
      expect(tracked?.clickedAt).toBeInstanceOf(Date);

      const unsubscribe = await context.app.inject({
        method: 'GET',
        url: linkPath(mail.text, '/api/user/unsubscribe/'),
      });
      expect(unsubscribe.statusCode).toBe(302);
      const mailId = linkPath(mail.text, '/api/user/unsubscribe/').split('/').pop() ?? '';
      expect(unsubscribe.headers.location).toBe(`/en/unsubscribed?mail=${mailId}`);

      // Never mailed a campaign again, but the account's own mail still arrives.
      const again = await context.app.inject({
        method: 'POST',
        url: `/api/user/queue_user_emails_for_all?template_name=come-back&subject=We%20miss%20you&recipient_email=${encodeURIComponent(parent.email)}`,
        headers: staff.bearerHeaders,
      });
      expect(again.json()).toMatchObject({ queued: 0, skipped: 1 });
      await context.app.inject({
        method: 'POST',
        url: `/api/auth/forgot-password?email=${encodeURIComponent(parent.email)}`,
        remoteAddress: uniqueAddress(),
      });
      await peer.waitFor(parent.email, /Reset your Codehop password/);

      // "Subscribe again" on the unsubscribed page, with the same mail id: campaigns reach them again.
      const unknown = await context.app.inject({
        method: 'POST',
        url: `/api/user/resubscribe/${'x'.repeat(32)}`,
      });
      expect(unknown.statusCode).toBe(404);
      const back = await context.app.inject({ method: 'POST', url: `/api/user/resubscribe/${mailId}` });
      expect(back.statusCode).toBe(200);
      const resumed = await context.app.inject({
        method: 'POST',
        url: `/api/user/queue_user_emails_for_all?template_name=come-back&subject=We%20miss%20you&recipient_email=${encodeURIComponent(parent.email)}`,
        headers: staff.bearerHeaders,
      });
      expect(resumed.json()).toMatchObject({ queued: 1, skipped: 0 });
    });

    it('does not send a held campaign mail whose recipient unsubscribed after it was queued', async () => {
      const staff = await staffMember();
      const parent = await signUpParent(context.app);
      await context.app.inject({
        method: 'POST',
        url: '/api/user/queue_emails',
        headers: staff.bearerHeaders,
        payload: {
          template_name: 'come-back',
          subject: 'Late unsubscribe check',
          recipient_emails: [parent.email],
        },
      });
      const [held] = await context.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Late unsubscribe check'));
      const oneClick = await context.app.inject({
        method: 'POST',
        url: `/api/user/unsubscribe/${held!.publicId}`,
      });
      expect(oneClick.statusCode).toBe(200);
      await context.app.inject({
        method: 'POST',
        url: '/api/user/send_emails?rows=1000',
        headers: staff.bearerHeaders,
      });
      for (let waited = 0; waited < 100; waited += 1) {
        const [row] = await context.app.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, held!.id));
        if (row?.status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [after] = await context.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, held!.id));
      expect(after?.status).toBe('cancelled');
      expect(peer.received.some((mail) => mail.subject === 'Late unsubscribe check')).toBe(false);
    });

    it('sends parents a weekly digest of their children once a week, and turns it off in one click', async () => {
      const parent = await signUpParent(context.app, { full_name: 'Alex Digest' });
      await addAndChooseStudent(context.app, parent, `digest_kid_${Date.now().toString(36)}`);
      for (const status of ['in_progress', 'complete'] as const) {
        await context.app.inject({
          method: 'POST',
          url: '/api/level/update/python',
          headers: parent.bearerHeaders,
          // A completion counts once the server's own run of the code agrees (services/learner-code).
          payload: {
            last_status: status,
            last_code_executed: 'from player import *\nmove_forward(3)\ncollect()\n',
            level_slug: 'intro-level1',
          },
        });
      }
      await context.app.inject({
        method: 'POST',
        url: '/api/level/update/python',
        headers: parent.bearerHeaders,
        payload: {
          last_status: 'in_progress',
          last_code_executed: 'turn_left()',
          level_slug: 'intro-level2',
        },
      });
      // Next Monday, 08:00 UTC: the week that ended holds these runs.
      const now = clock.now();
      const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
      const monday = Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth(),
        now.getUTCDate() + daysToMonday,
        8,
      );
      clock.advance(monday - clock.now().getTime());
      const { db } = context.app.database;
      expect(
        await queueWeeklyDigests(db, clock, context.app.services.catalogue, BASE),
      ).toBeGreaterThanOrEqual(1);
      expect(await queueWeeklyDigests(db, clock, context.app.services.catalogue, BASE)).toBe(0);
      context.app.services.wakeMailSender();
      const digest = await peer.waitFor(parent.email, /week on Codehop/);
      expect(digest.text).toMatch(
        /2 runs, 1 level finished this week\. Working on: Around the Corner/,
      );
      expect(digest.html).toContain('of 54 levels of Beginner Python');
      const off = await context.app.inject({
        method: 'GET',
        url: linkPath(digest.text, '/api/user/weekly-digest-off/'),
      });
      expect(off.headers.location).toBe('/en/unsubscribed?digest=1');
      const [account] = await db
        .select()
        .from(users)
        .where(eq(users.id, parent.answer.user.user_id));
      expect(account?.weeklyDigest).toBe(false);
      expect(account?.unsubscribedAt).toBeNull();
    });

    it('is for staff only', async () => {
      const parent = await signUpParent(context.app);
      const refused = await context.app.inject({
        method: 'POST',
        url: '/api/user/queue_user_emails_for_all?template_name=new-levels&subject=Hello%20all',
        headers: parent.bearerHeaders,
      });
      expect(refused.statusCode).toBe(403);
    });
  },
  {
    config: () => ({ smtpUrl: peer.url, mailIntervalMs: 50, publicUrl: BASE, verifyWaitMs: 30_000 }),
    services: { clock },
  },
);
