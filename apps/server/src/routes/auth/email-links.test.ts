import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { linkIn, SmtpPeer } from '../../test/smtp-peer.ts';
import { signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { FORGOT_PASSWORD_ANSWER } from './post-forgot-password.ts';

const peer = new SmtpPeer();
const clock = new TestClock();
beforeAll(() => peer.start());
afterAll(() => peer.stop());

describeWithApp(
  'mail: verification, password reset and sign-up links over SMTP',
  (context) => {
    const login = (email: string, password: string) =>
      context.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: uniqueAddress(), payload: { email, password } });

    it('mails a verification link that verifies once and then redirects with False', async () => {
      const parent = await signUpParent(context.app, { email: `verify${Date.now()}@example.com`, full_name: 'Vera' });
      const mail = await peer.waitFor(parent.email, /Confirm your e-mail/);
      expect(mail.text).toContain('Hello Vera');
      const { url } = linkIn(mail, '/api/auth/confirm-email');
      expect(url.origin).toBe('https://codehop.example');
      const confirmed = await context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe('/?email_verified=True');
      const current = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders });
      expect(current.json().user_details.email_verified).toBe(true);
      const again = await context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(again.headers.location).toBe('/?email_verified=False');
      const forged = await context.app.inject({ method: 'GET', url: '/api/auth/confirm-email?token=forged' });
      expect(forged.headers.location).toBe('/?email_verified=False');
    });

    it('resets a password with a single-use link, ends the old sessions, and refuses an expired link', async () => {
      const parent = await signUpParent(context.app, { email: `reset${Date.now()}@example.com`, password: 'old password 1' });
      const answer = await context.app.inject({
        method: 'POST',
        url: `/api/auth/forgot-password?email=${encodeURIComponent(parent.email.toUpperCase())}`,
        remoteAddress: uniqueAddress(),
        // A forged host must not steer the link.
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(answer.statusCode).toBe(202);
      expect(answer.json().detail).toBe(FORGOT_PASSWORD_ANSWER);
      const mail = await peer.waitFor(parent.email, /Reset your Codehop password/);
      const { url, token } = linkIn(mail, '/en/reset-password');
      expect(url.origin).toBe('https://codehop.example');
      expect(url.pathname).toBe('/en/reset-password');
      const reset = await context.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password?token=${token}&new_password=${encodeURIComponent('new password 2')}`,
      });
      expect(reset.statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders })).statusCode).toBe(401);
      expect((await login(parent.email, 'old password 1')).statusCode).toBe(401);
      expect((await login(parent.email, 'new password 2')).statusCode).toBe(200);
      const reused = await context.app.inject({ method: 'POST', url: `/api/auth/reset-password?token=${token}&new_password=another1234` });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe('invalid_token');

      await context.app.inject({ method: 'POST', url: `/api/auth/forgot-password?email=${parent.email}`, remoteAddress: uniqueAddress() });
      const second = await peer.waitFor(parent.email, /Reset/);
      const later = peer.received.filter((entry) => entry.to.includes(parent.email) && /Reset/.test(entry.subject)).at(-1) ?? second;
      const { token: lateToken } = linkIn(later, '/en/reset-password');
      clock.advance(61 * 60 * 1000);
      const expired = await context.app.inject({ method: 'POST', url: `/api/auth/reset-password?token=${lateToken}&new_password=another1234` });
      expect(expired.statusCode).toBe(400);
    });

    it('answers forgot-password for an unknown e-mail the same way, and queues nothing', async () => {
      const { db } = context.testDatabase.database;
      const [before] = await db.select({ n: count() }).from(mailOutbox);
      const answer = await context.app.inject({ method: 'POST', url: '/api/auth/forgot-password?email=nobody-here@example.com', remoteAddress: uniqueAddress() });
      expect(answer.statusCode).toBe(202);
      expect(answer.json().detail).toBe(FORGOT_PASSWORD_ANSWER);
      const [after] = await db.select({ n: count() }).from(mailOutbox);
      expect(after?.n).toBe(before?.n);
    });

    it('signs up through a mailed sign-up link with a verified address, once', async () => {
      const email = `linked${Date.now()}@example.com`;
      const generated = await context.app.inject({ method: 'POST', url: `/api/auth/signup/generate-link?email=${email}`, remoteAddress: uniqueAddress() });
      expect(generated.statusCode).toBe(202);
      const { token } = linkIn(await peer.waitFor(email, /Create your Codehop account/), '/en/signup');
      const fromToken = await context.app.inject({ method: 'GET', url: `/api/auth/signup/get-email-from-token?token=${token}` });
      expect(fromToken.json()).toEqual({ email });
      const mismatch = await context.app.inject({
        method: 'POST',
        url: `/api/auth/signup?token=${token}`,
        remoteAddress: uniqueAddress(),
        payload: { email: `other${email}`, password: 'long enough pw', full_name: 'Lin' },
      });
      expect(mismatch.statusCode).toBe(400);
      const signedUp = await context.app.inject({
        method: 'POST',
        url: `/api/auth/signup?token=${token}`,
        remoteAddress: uniqueAddress(),
        payload: { email, password: 'long enough pw', full_name: 'Lin' },
      });
      expect(signedUp.statusCode).toBe(201);
      expect(signedUp.json().user.user_details.email_verified).toBe(true);
      expect((await context.app.inject({ method: 'GET', url: `/api/auth/signup/get-email-from-token?token=${token}` })).statusCode).toBe(404);
    });

    it('finishes a waiting account (no password yet) through a user sign-up link', async () => {
      const email = `waiting${Date.now()}@example.com`;
      const { db } = context.testDatabase.database;
      const [waiting] = await db.insert(users).values({ email, fullName: 'Wai Ting' }).returning();
      await context.app.inject({ method: 'POST', url: `/api/auth/generate-user-signup-link?email=${email}`, remoteAddress: uniqueAddress() });
      const { token } = linkIn(await peer.waitFor(email, /Finish setting up/), '/en/signup');
      const byToken = await context.app.inject({ method: 'GET', url: `/api/auth/get-user-by-token?token=${token}` });
      expect(byToken.json()).toEqual({ user_id: waiting?.id, email, full_name: 'Wai Ting' });
      const finished = await context.app.inject({
        method: 'POST',
        url: `/api/auth/signup?token=${token}`,
        remoteAddress: uniqueAddress(),
        payload: { email, password: 'waited long enough', full_name: 'Wai Ting' },
      });
      expect(finished.statusCode).toBe(201);
      expect(finished.json().user.user_id).toBe(waiting?.id);
      expect((await login(email, 'waited long enough')).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/api/auth/get-user-by-token?token=nope' })).statusCode).toBe(404);
    });

    it('does not mail sign-up links for e-mails that already have an account', async () => {
      const parent = await signUpParent(context.app);
      const { db } = context.testDatabase.database;
      const [before] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, parent.email));
      await context.app.inject({ method: 'POST', url: `/api/auth/signup/generate-link?email=${parent.email}`, remoteAddress: uniqueAddress() });
      await context.app.inject({ method: 'POST', url: `/api/auth/generate-user-signup-link?email=${parent.email}`, remoteAddress: uniqueAddress() });
      const [after] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, parent.email));
      expect(after?.n).toBe(before?.n);
    });
  },
  {
    config: () => ({ smtpUrl: peer.url, mailIntervalMs: 50, publicUrl: 'https://codehop.example' }),
    services: { clock },
  },
);
