import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { signUpParent } from '../../test/session-helpers.ts';

describeWithApp('GET /api/dev/outbox without SMTP', (context) => {
  it('keeps mail in the outbox and lists it for developers', async () => {
    const parent = await signUpParent(context.app);
    const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const mail = response.json().find((entry: { to: string }) => entry.to === parent.email);
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, subject: 'Confirm your e-mail address for Codehop' });
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/api\/auth\/confirm-email\?token=/);
  });
});

describeWithApp(
  'GET /api/dev/outbox in production',
  (context) => {
    it('does not exist', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    });
  },
  { config: { environment: 'production', devOutbox: false } },
);
