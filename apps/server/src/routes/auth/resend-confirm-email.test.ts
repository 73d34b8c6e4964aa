import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { TestClock } from '../../test/test-clock.ts';
import { ALREADY_CONFIRMED, RESEND_TOO_SOON } from '../../commands/resend-email-confirmation.ts';

const clock = new TestClock();

describeWithApp(
  'POST /api/auth/resend-confirm-email',
  (context) => {
    const resend = (headers: Record<string, string>) =>
      // Each call from its own address: the per-address limit is not what these cases test.
      context.app.inject({ method: 'POST', url: '/api/auth/resend-confirm-email', headers, remoteAddress: uniqueAddress() });
    const confirmationLinks = async (email: string) => {
      const outbox = (await context.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as { to: string; text: string }[];
      return outbox.filter((mail) => mail.to === email).map((mail) => /confirm-email\?token=(\S+)/.exec(mail.text)?.[1]);
    };

    it('sends a new link once a minute at most, and the new link confirms the address', async () => {
      const parent = await signUpParent(context.app);
      // Just signed up: the first link went a moment ago.
      const early = await resend(parent.bearerHeaders);
      expect(early.statusCode).toBe(429);
      expect(early.json().detail).toBe(RESEND_TOO_SOON);

      clock.advance(61_000);
      expect((await resend(parent.bearerHeaders)).statusCode).toBe(202);
      expect((await resend(parent.bearerHeaders)).statusCode).toBe(429);
      const links = await confirmationLinks(parent.email);
      expect(links).toHaveLength(2);

      const confirmed = await context.app.inject({ method: 'GET', url: `/api/auth/confirm-email?token=${links[0]}` });
      expect(confirmed.headers.location).toBe('/?email_verified=True');
      clock.advance(61_000);
      const after = await resend(parent.bearerHeaders);
      expect(after.statusCode).toBe(409);
      expect(after.json().detail).toBe(ALREADY_CONFIRMED);
    });

    it('sends one mail for two clicks at once', async () => {
      const parent = await signUpParent(context.app);
      clock.advance(61_000);
      const answers = await Promise.all([resend(parent.bearerHeaders), resend(parent.bearerHeaders)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 429]);
      expect(await confirmationLinks(parent.email)).toHaveLength(2);
    });

    it('asks visitors to log in', async () => {
      expect((await resend({})).statusCode).toBe(401);
    });
  },
  {
    services: () => ({ clock }),
    alsoOnPostgres: 'two clicks at once send one mail: the resend is claimed under a lock across connections',
  },
);
