import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool } from '../../test/school-world.ts';

// Issue 41: a child joining by the class link landed on the marketing page, not in the game.
describeWithApp('joining a class by its link', (context) => {
  it('lands the new student on their first level to play, in their language', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'join-landing');
    const join = (username: string, query: string) =>
      app.inject({ method: 'POST', url: `/api/auth/signup/class-token${query}`, remoteAddress: uniqueAddress(), payload: { token: school.joinToken, username, password: 'apple-pie-12' } });
    const joined = await join('Newcomer', '?locale=de');
    expect(joined.statusCode, joined.body).toBe(201);
    expect((joined.json() as { redirect: string }).redirect).toMatch(/^\/de\/play\/python\/[a-z0-9-]+$/);
    // A page to return to still wins.
    const returning = await join('Returner', `?locale=en&redirect=${encodeURIComponent('/en/badges')}`);
    expect(returning.statusCode, returning.body).toBe(201);
    expect((returning.json() as { redirect: string }).redirect).toBe('/en/badges');
  });
});
