import { SESSION_COOKIE } from '@codehop/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { OidcPeer } from '../../test/oidc-peer.ts';
import { signUpParent } from '../../test/session-helpers.ts';
import { TestClock } from '../../test/test-clock.ts';

const clock = new TestClock();

const publicUrl = 'http://localhost:3999';
const peer = new OidcPeer(`${publicUrl}/api/auth/google_callback`);
beforeAll(() => peer.start());
afterAll(() => peer.stop());

describeWithApp(
  'Google sign-in through OpenID Connect',
  (context) => {
    async function signInWithGoogle(login: string, query: string): Promise<{ location: string; cookie: string | undefined }> {
      const start = await context.app.inject({ method: 'GET', url: `/api/auth/google/authorize?${query}` });
      expect(start.statusCode).toBe(302);
      const authorization = new URL(String(start.headers.location));
      expect(authorization.origin).toBe(peer.issuer);
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorization.searchParams.get('redirect_uri')).toBe(`${publicUrl}/api/auth/google_callback`);
      const back = await peer.signIn(authorization.href, login);
      const callback = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(callback.statusCode).toBe(302);
      return {
        location: String(callback.headers.location),
        cookie: callback.cookies.find((entry) => entry.name === SESSION_COOKIE)?.value,
      };
    }

    it('tells the app that Google sign-in is offered', async () => {
      const answer = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ google: true });
    });

    it('creates a verified parent account, signs it in with a cookie and goes to the redirect', async () => {
      const login = `g${Date.now()}`;
      const result = await signInWithGoogle(login, 'redirect=%2Fen%2Fplay%2Fpython%2Fintro-level2&locale=en');
      expect(result.location).toBe('/en/play/python/intro-level2');
      expect(result.cookie).toBeTruthy();
      const current = await context.app.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: { cookie: `${SESSION_COOKIE}=${result.cookie}` },
      });
      expect(current.json()).toMatchObject({
        email: `${login}@example.com`,
        full_name: `User ${login}`,
        user_details: { user_type: 0, email_verified: true },
      });
      const again = await signInWithGoogle(login, 'locale=en');
      const currentAgain = await context.app.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: { cookie: `${SESSION_COOKIE}=${again.cookie}` },
      });
      expect(currentAgain.json().user_id).toBe(current.json().user_id);
    });

    it('links Google to an existing account with the same e-mail', async () => {
      const login = `linked${Date.now()}`;
      const parent = await signUpParent(context.app, { email: `${login}@example.com` });
      const result = await signInWithGoogle(login, 'locale=fr');
      expect(result.location).toBe('/');
      const current = await context.app.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: { cookie: `${SESSION_COOKIE}=${result.cookie}` },
      });
      expect(current.json().user_id).toBe(parent.answer.user.user_id);
    });

    it.each(['%2F%2Fevil.example', '%2Fen%2Flogin', 'https%3A%2F%2Fevil.example', '%2Fsignup%2Fx'])(
      'falls back to / for the redirect %s',
      async (redirect) => {
        const result = await signInWithGoogle(`r${Date.now()}`, `redirect=${redirect}&locale=en`);
        expect(result.location).toBe('/');
      },
    );

    it('refuses an identity whose e-mail the provider does not vouch for', async () => {
      const login = `unverified${Date.now()}`;
      await signUpParent(context.app, { email: `${login}@example.com` });
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google/authorize?locale=en' });
      const back = await peer.signIn(String(start.headers.location), login);
      const callback = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(callback.headers.location).toBe('/en/login?error=google');
      expect(callback.cookies.some((entry) => entry.name === SESSION_COOKIE)).toBe(false);
    });

    it('refuses a sign-in finished after the 10-minute window', async () => {
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google/authorize?locale=en' });
      const back = await peer.signIn(String(start.headers.location), `slow${Date.now()}`);
      clock.advance(11 * 60 * 1000);
      const callback = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(callback.headers.location).toBe('/en/login?error=google');
    });

    it('refuses a replayed or forged callback', async () => {
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google/authorize?locale=de' });
      const back = await peer.signIn(String(start.headers.location), `replay${Date.now()}`);
      const first = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(first.cookies.some((entry) => entry.name === SESSION_COOKIE)).toBe(true);
      const replay = await context.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(replay.headers.location).toBe('/en/login?error=google');
      expect(replay.cookies.some((entry) => entry.name === SESSION_COOKIE)).toBe(false);
      const forged = await context.app.inject({ method: 'GET', url: '/api/auth/google_callback?state=forged&code=forged' });
      expect(forged.headers.location).toBe('/en/login?error=google');

      // A real state with a code that the provider did not issue for it fails at the token exchange.
      const second = await context.app.inject({ method: 'GET', url: '/api/auth/google/authorize?locale=de' });
      const state = new URL(String(second.headers.location)).searchParams.get('state');
      const wrongCode = await context.app.inject({
        method: 'GET',
        url: `/api/auth/google_callback?state=${state}&code=not-a-code&iss=${encodeURIComponent(peer.issuer)}`,
      });
      expect(wrongCode.headers.location).toBe('/de/login?error=google');
    });
  },
  {
    config: () => ({
      publicUrl,
      google: { issuer: peer.issuer, clientId: peer.clientId, clientSecret: peer.clientSecret },
    }),
    services: { clock },
  },
);

describeWithApp('Google sign-in when not configured', (context) => {
  it('answers 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/google/authorize?locale=en' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('google_disabled');
  });
});
