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

const OUTBOX_KEY = 'local-admin-key-0123456789abcdef';

describeWithApp(
  'GET /api/dev/outbox in production without SMTP',
  (context) => {
    it('opens only with the key from the start-up log, as a page with clickable links', async () => {
      const parent = await signUpParent(context.app);
      for (const url of ['/api/dev/outbox', '/api/dev/outbox?key=guess', `/api/dev/outbox?key=${OUTBOX_KEY}x`]) {
        expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const json = await context.app.inject({ method: 'GET', url: `/api/dev/outbox?key=${OUTBOX_KEY}` });
      expect(json.statusCode).toBe(200);
      expect(json.json().some((mail: { to: string }) => mail.to === parent.email)).toBe(true);

      expect((await context.app.inject({ method: 'GET', url: '/api/dev/outbox/page?key=guess' })).statusCode).toBe(404);
      const page = await context.app.inject({ method: 'GET', url: `/api/dev/outbox/page?key=${OUTBOX_KEY}` });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toMatch(/<a href="http:\/\/localhost(:\d+)?\/api\/auth\/confirm-email\?token=[\w-]+">/);
      expect(page.body).toContain(parent.email);
    });
  },
  { config: { environment: 'production', devOutbox: false, outboxKey: OUTBOX_KEY } },
);
