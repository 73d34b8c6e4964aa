import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { Picture, PictureClass } from '@codehop/api';
import { describeWithApp } from '../../test/test-app.ts';
import { uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, loginTeacher, type TestSchool } from '../../test/school-world.ts';

type Card = { id: number; username: string; pictures?: Picture[] };

describeWithApp("a class's picture login page", (context) => {
  const inject = (options: InjectOptions) => context.app.inject(options);
  const setPictures = (school: TestSchool, on: boolean) =>
    inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}`, headers: school.admin.bearerHeaders, payload: { name: 'Class 5B', picture_passwords: on } });
  const linkOf = async (school: TestSchool, headers = school.admin.bearerHeaders, method: 'GET' | 'POST' = 'GET') => {
    const link = await inject({ method, url: `/api/organization/classes/${school.classId}/picture-link`, headers });
    expect(link.statusCode, link.body).toBe(200);
    return (link.json() as { token: string }).token;
  };
  const page = (token: string, locale?: string) => inject({ method: 'GET', url: `/api/organization/picture-class/${token}${locale ? `?locale=${locale}` : ''}`, remoteAddress: uniqueAddress() });

  it("lists the class's picture names in the reader's order; a tapped name and its pictures sign in", async () => {
    const school = await buildSchool(context.app, 'picture-page');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const bulk = await inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers: school.admin.bearerHeaders, payload: { class_id: school.classId, usernames: ['Zygmunt', 'Zoë', 'Adam10', 'Adam9'] } });
    expect(bulk.statusCode, bulk.body).toBe(201);
    const cards = (bulk.json() as { students: Card[] }).students;

    // The teacher of the class asks first: the token is made then, and the same one answers again.
    const teacher = await loginTeacher(context.app, school);
    const token = await linkOf(school, teacher.bearerHeaders);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(token).not.toBe(school.joinToken);
    expect(await linkOf(school)).toBe(token);

    const listed = await page(token, 'de');
    expect(listed.statusCode, listed.body).toBe(200);
    const answer = listed.json() as PictureClass;
    expect(answer).toMatchObject({ organization_slug: school.slug, class_name: 'Class 5B' });
    // The first pupil has no pictures yet (made before the class had them): not listed until a new card.
    expect(answer.students.map((student) => student.username)).toEqual(['Adam9', 'Adam10', 'Zoë', 'Zygmunt']);
    expect(Object.keys(answer.students[0] ?? {}).sort()).toEqual(['character', 'id', 'username']);

    const zoe = cards.find((card) => card.username === 'Zoë');
    const login = await inject({ method: 'POST', url: '/api/auth/login-org/pictures', remoteAddress: uniqueAddress(), payload: { organization_slug: answer.organization_slug, username: 'Zoë', pictures: zoe?.pictures } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('is no join code and no page of a class without pictures; a new address retires the old one', async () => {
    const school = await buildSchool(context.app, 'picture-page-off');
    const token = await linkOf(school);
    // Pictures off: the page does not exist.
    expect((await page(token)).json()).toMatchObject({ code: 'picture_class_not_found' });
    expect((await page(token)).statusCode).toBe(404);
    expect((await setPictures(school, true)).statusCode).toBe(200);
    expect((await page(token)).statusCode).toBe(200);
    expect((await page('no-such-token')).statusCode).toBe(404);
    // The picture address lets nobody join the class.
    expect((await inject({ method: 'GET', url: `/api/organization/class-by-token?token=${token}` })).statusCode).toBe(404);
    const join = await inject({ method: 'POST', url: '/api/auth/signup/class-token', remoteAddress: uniqueAddress(), payload: { token, username: 'Intruder', password: 'apple-pie-12' } });
    expect(join.statusCode).toBeGreaterThanOrEqual(400);
    // The class join code is no picture address either.
    expect((await page(school.joinToken)).statusCode).toBe(404);

    const renewed = await linkOf(school, school.admin.bearerHeaders, 'POST');
    expect(renewed).not.toBe(token);
    expect((await page(token)).statusCode).toBe(404);
    expect((await page(renewed)).statusCode).toBe(200);
    expect(await linkOf(school)).toBe(renewed);
  });

  it("another school's admin cannot read or renew the address (404)", async () => {
    const school = await buildSchool(context.app, 'picture-page-mine');
    const other = await buildSchool(context.app, 'picture-page-other');
    for (const method of ['GET', 'POST'] as const) {
      const answer = await inject({ method, url: `/api/organization/classes/${school.classId}/picture-link`, headers: other.admin.bearerHeaders });
      expect(answer.statusCode).toBe(404);
    }
    expect((await inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/picture-link` })).statusCode).toBe(401);
  });
});
