import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@codehop/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { sessionFrom, signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { WRONG_CREDENTIALS } from './post-login.ts';

const clock = new TestClock();

describeWithApp(
  'sign-up, login, current user, logout',
  (context) => {
    it('offers no Google sign-in when Google is not configured', async () => {
      const answer = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(answer.json()).toEqual({ google: false });
    });

    it('signs up a parent with an argon2id hash, a hashed session token and httpOnly SameSite cookies', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueAddress(),
        payload: { email: '  Ana@Example.com ', password: 'long enough pw', full_name: ' Ana Smith ' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        token_type: 'bearer',
        redirect: '/en/',
        user: {
          email: 'ana@example.com',
          full_name: 'Ana Smith',
          student_id: null,
          is_student: false,
          user_details: { user_type: 0, email_verified: false },
          last_played: null,
          language: 'en',
        },
      });
      const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      const [user] = await context.testDatabase.database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user?.passwordHash).not.toContain('long enough pw');
      const stored = await context.testDatabase.database.db.select().from(sessions).where(eq(sessions.userId, user?.id ?? 0));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(body.access_token).digest('hex'));
      expect(stored[0]?.tokenHash).not.toBe(body.access_token);
    });

    it('marks the cookies Secure behind an HTTPS proxy', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueAddress(),
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'secure@example.com', password: 'long enough pw', full_name: 'S' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.every((entry) => entry.secure === true)).toBe(true);
    });

    it('refuses a second account for the same e-mail, whatever its case', async () => {
      await signUpParent(context.app, { email: 'twice@example.com' });
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueAddress(),
        payload: { email: 'TWICE@example.com', password: 'another password', full_name: 'Two' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'email_taken' });
    });

    it.each([
      [{ email: 'not-an-email', password: 'long enough pw', full_name: 'A' }, 'email', 'Please enter a valid e-mail address'],
      [{ email: 'a@example.com', password: 'short', full_name: 'A' }, 'password', 'Password must be at least 8 characters'],
      [{ email: 'a@example.com', password: 'long enough pw', full_name: '  ' }, 'full_name', 'Full name is required'],
      [{ email: 'a@example.com', password: 'long enough pw', full_name: 'A'.repeat(101) }, 'full_name', 'Full name is too long: at most 100 characters'],
      [{ password: 'long enough pw', full_name: 'A' }, 'email', 'E-mail is required'],
    ])('answers 422 for an invalid sign-up %j', async (payload, field, message) => {
      const response = await context.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: uniqueAddress(), payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(expect.arrayContaining([{ field, location: 'body', message }]));
    });

    it('logs in, and answers a wrong password exactly like an unknown e-mail', async () => {
      const parent = await signUpParent(context.app, { email: 'login@example.com', password: 'my password 1' });
      const ok = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: uniqueAddress(),
        payload: { email: 'Login@Example.com', password: 'my password 1' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.user_id).toBe(parent.answer.user.user_id);
      const wrongPassword = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: uniqueAddress(),
        payload: { email: 'login@example.com', password: 'my password 2' },
      });
      const unknownEmail = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: uniqueAddress(),
        payload: { email: 'nobody@example.com', password: 'my password 1' },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ detail: WRONG_CREDENTIALS, code: 'invalid_credentials' });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it.each([
      ['/en/courses', '/en/courses'],
      ['//evil.example', '/en/'],
      ['/en/login', '/en/'],
      ['/', '/de/'],
    ])('after login with redirect %j goes to %j', async (redirect, expected) => {
      const parent = await signUpParent(context.app);
      const locale = expected === '/de/' ? 'de' : 'en';
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/auth/login?redirect=${encodeURIComponent(redirect)}&locale=${locale}`,
        remoteAddress: uniqueAddress(),
        payload: { email: parent.email, password: parent.password },
      });
      expect(response.json().redirect).toBe(expected);
    });

    it('answers the current user by cookie and by bearer token, and 401 without a session', async () => {
      const parent = await signUpParent(context.app, { full_name: 'Cara' });
      const anonymous = await context.app.inject({ method: 'GET', url: '/api/auth/current' });
      expect(anonymous.statusCode).toBe(401);
      const byCookie = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.cookieHeaders });
      const byBearer = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json()).toEqual(byBearer.json());
      expect(byCookie.json()).toMatchObject({ full_name: 'Cara', class_details: null, organization_id: null });
      const forged = await context.app.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('tells a visitor from a user with 200 on whoami, the same user as current', async () => {
      const parent = await signUpParent(context.app, { full_name: 'Dana' });
      const visitor = await context.app.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ user: null });
      const forged = await context.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: 'Bearer not-a-session' } });
      expect(forged.json()).toEqual({ user: null });
      const current = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.cookieHeaders });
      const signedIn = await context.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: parent.cookieHeaders });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ user: current.json() });
    });

    it('logs out: the token stops working and the cookies are cleared', async () => {
      const parent = await signUpParent(context.app);
      const response = await context.app.inject({ method: 'GET', url: '/api/auth/logout', headers: parent.cookieHeaders });
      expect(response.statusCode).toBe(200);
      const cleared = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      const after = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders });
      expect(after.statusCode).toBe(401);
    });

    it('requires the CSRF header on writes authenticated by the cookie, not by the bearer token', async () => {
      const parent = await signUpParent(context.app);
      const cookieOnly = { cookie: parent.cookieHeaders.cookie ?? '' };
      const write = (headers: Record<string, string>) =>
        context.app.inject({ method: 'POST', url: '/api/profile', headers, payload: { full_name: 'New Name' } });
      const missing = await write(cookieOnly);
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ code: 'csrf' });
      expect((await write({ ...cookieOnly, 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
      expect((await write(parent.cookieHeaders)).statusCode).toBe(200);
      expect((await write(parent.bearerHeaders)).statusCode).toBe(200);
      // Browsers vouch for their own pages with Fetch Metadata or Origin; other sites are refused.
      expect((await write({ ...cookieOnly, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect((await write({ ...cookieOnly, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await write({ ...cookieOnly, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
      expect((await write({ ...cookieOnly, origin: 'http://localhost:80' })).statusCode).toBe(200);
      expect((await write({ ...cookieOnly, origin: 'http://evil.example' })).statusCode).toBe(403);
      expect((await write({ ...cookieOnly, origin: 'null' })).statusCode).toBe(403);
      expect((await write({ ...cookieOnly, 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' })).statusCode).toBe(403);
      // Reads need no token.
      expect((await context.app.inject({ method: 'GET', url: '/api/profile', headers: cookieOnly })).statusCode).toBe(200);
    });

    it('expires a session after 30 days', async () => {
      const parent = await signUpParent(context.app);
      clock.advance(29 * 24 * 60 * 60 * 1000);
      expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders })).statusCode).toBe(200);
      clock.advance(2 * 24 * 60 * 60 * 1000);
      expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders })).statusCode).toBe(401);
    });

    it('replaces the session the browser already had when it logs in again', async () => {
      const parent = await signUpParent(context.app);
      const again = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: uniqueAddress(),
        headers: { cookie: parent.cookieHeaders.cookie ?? '' },
        payload: { email: parent.email, password: parent.password },
      });
      expect(again.statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders })).statusCode).toBe(401);
      expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: sessionFrom(again).bearerHeaders })).statusCode).toBe(200);
    });

    it('sessionFrom reads a login answer', async () => {
      const parent = await signUpParent(context.app);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: uniqueAddress(),
        payload: { email: parent.email, password: parent.password },
      });
      const session = sessionFrom(response);
      expect(session.answer.csrf_token).toBe(session.cookieHeaders['x-csrf-token']);
    });
  },
  { services: { clock } },
);

describeWithApp('rate limits on the guessing calls', (context) => {
  it.each([
    ['POST', '/api/auth/login', { email: 'x@example.com', password: 'nope' }, 10],
    ['POST', '/api/auth/forgot-password?email=x@example.com', undefined, 5],
    ['GET', '/api/auth/check-user-email-exists?email=x@example.com', undefined, 20],
    ['POST', '/api/auth/signup', { email: 'bad' }, 5],
    ['POST', '/api/auth/signup/generate-link?email=x@example.com', undefined, 5],
  ] as const)('%s %s allows %#', async (method, url, payload, max) => {
    for (let index = 0; index < max; index += 1) {
      const response = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).not.toBe(429);
    }
    const blocked = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    // Another address still gets in.
    const other = await context.app.inject({
      method,
      url,
      remoteAddress: '10.1.2.3',
      ...(payload ? { payload } : {}),
    });
    expect(other.statusCode).not.toBe(429);
  });
});
