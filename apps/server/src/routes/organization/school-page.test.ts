import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, freshSlug } from '../../test/school-world.ts';

describeWithApp("the school admin's page and the school login", (context) => {
  it('edits name, address and web address; the old address keeps signing students in and stays the school\'s', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'moving');
    const headers = school.admin.bearerHeaders;
    const before = (await app.inject({ method: 'GET', url: '/api/organization/current', headers })).json() as Record<string, unknown>;
    expect(before).toMatchObject({ address: null, plan: null, student_limit: 40, student_count: 1 });
    const slug = freshSlug();
    const moved = await app.inject({ method: 'PUT', url: '/api/organization/current', headers, payload: { name: 'Green Hill School', slug, address: '1 Hill Road, Leeds' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Green Hill School', slug, address: '1 Hill Road, Leeds' });

    const byOld = await app.inject({ method: 'GET', url: `/api/organization/by-slug?slug=${school.slug}` });
    expect(byOld.json()).toEqual({ name: 'Green Hill School', slug });
    expect((await app.inject({ method: 'GET', url: '/api/organization/by-slug?slug=no-such-school' })).statusCode).toBe(404);
    const login = (organizationSlug: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: organizationSlug, username: school.studentUsername, password: school.studentPassword } });
    expect((await login(school.slug)).statusCode).toBe(200);
    expect((await login(slug)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/organization/check-slug-exists?slug=${school.slug}` })).json()).toEqual({ exists: true });

    // Nobody else takes the old address; the school itself may go back to it.
    const other = await buildSchool(app, 'grabber');
    const grab = await app.inject({ method: 'PUT', url: '/api/organization/current', headers: other.admin.bearerHeaders, payload: { name: 'Grabber', slug: school.slug } });
    expect(grab.statusCode).toBe(409);
    const back = await app.inject({ method: 'PUT', url: '/api/organization/current', headers, payload: { name: 'Green Hill School', slug: school.slug } });
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/organization/by-slug?slug=${slug}` })).json()).toEqual({ name: 'Green Hill School', slug: school.slug });
    expect((await app.inject({ method: 'PUT', url: '/api/organization/current', headers, payload: { name: 'X', slug: school.slug, address: 'a\u0000b' } })).statusCode).toBe(422);
  });

  it('lands a school student on the level to play next, not on the home page', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'landing');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login-org?locale=de',
      remoteAddress: uniqueAddress(),
      payload: { organization_slug: school.slug, username: school.studentUsername, password: school.studentPassword },
    });
    expect(login.statusCode).toBe(200);
    expect((login.json() as { redirect: string }).redirect).toBe('/de/play/python/intro-level1');
  });
});
