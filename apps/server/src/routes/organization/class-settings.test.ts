import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool } from '../../test/school-world.ts';
import { JOIN_CODE_ALPHABET } from '../../services/join-code.ts';

describeWithApp('class names and join links', (context) => {
  it('refuses a second class of the same name (trimmed, any case) and a name of spaces, on the name field', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'names');
    const headers = school.admin.bearerHeaders;
    const post = (name: string) => app.inject({ method: 'POST', url: '/api/organization/classes', headers, payload: { name } });
    for (const name of ['  class 5b ', 'CLASS 5B', '   ']) {
      const refused = await post(name);
      expect(refused.statusCode, name).toBe(422);
      expect((refused.json() as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['name']);
    }
    const other = await post('Class 6');
    expect(other.statusCode).toBe(201);
    const id = (other.json() as { id: number }).id;
    // Renaming onto another class's name is refused; keeping its own name is not.
    const rename = (name: string) => app.inject({ method: 'PUT', url: `/api/organization/classes/${id}`, headers, payload: { name } });
    expect((await rename('class 5B')).statusCode).toBe(422);
    expect((await rename(' Class 6 ')).statusCode).toBe(200);
    // Another school may use the same name.
    const elsewhere = await buildSchool(app, 'names-elsewhere');
    expect((await app.inject({ method: 'POST', url: '/api/organization/classes', headers: elsewhere.admin.bearerHeaders, payload: { name: 'Class 6' } })).statusCode).toBe(201);
  });

  it('gives join codes without look-alikes, turns the link off and on, and a new code retires the old one', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'links');
    const headers = school.admin.bearerHeaders;
    const code = school.joinToken;
    expect(code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{10}$`));
    expect(code).not.toMatch(/[0O1lIo]/);
    const lookUp = (token: string) => app.inject({ method: 'GET', url: `/api/organization/class-by-token?token=${token}` });
    // A child types it in lowercase: still the class.
    expect((await lookUp(code.toLowerCase())).statusCode).toBe(200);

    const link = (body: object) => app.inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}/join-link`, headers, payload: body });
    const off = await link({ enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ join_enabled: false, join_token: code });
    const closed = await lookUp(code);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ code: 'class_link_off' });
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup/class-token', remoteAddress: uniqueAddress(), payload: { token: code, username: 'Latecomer', password: 'apple-pie-12' } });
    expect(signup.statusCode).toBe(404);
    expect(signup.json()).toMatchObject({ code: 'class_link_off' });

    const renewed = await link({ enabled: true, new_code: true });
    const fresh = (renewed.json() as { join_token: string; join_enabled: boolean });
    expect(fresh.join_enabled).toBe(true);
    expect(fresh.join_token).not.toBe(code);
    expect((await lookUp(code)).statusCode).toBe(404);
    expect((await lookUp(fresh.join_token)).statusCode).toBe(200);
    expect((await link({ enabled: 'yes' })).statusCode).toBe(422);
  });

  it('prints new cards any day: the chosen students get new passwords and their old ones stop working', async () => {
    const { app } = context;
    const school = await buildSchool(app, 'cards');
    const headers = school.admin.bearerHeaders;
    const login = (username: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: school.slug, username, password } });
    expect((await login(school.studentUsername, school.studentPassword)).statusCode).toBe(200);
    const cards = await app.inject({ method: 'POST', url: `/api/organization/classes/${school.classId}/cards`, headers, payload: { student_ids: [school.studentId] } });
    expect(cards.statusCode, cards.body).toBe(200);
    const [card] = (cards.json() as { students: { id: number; username: string; password: string }[] }).students;
    expect(card).toMatchObject({ id: school.studentId, username: school.studentUsername });
    expect(card?.password).not.toBe(school.studentPassword);
    expect((await login(school.studentUsername, school.studentPassword)).statusCode).toBe(401);
    expect((await login(school.studentUsername, card?.password ?? '')).statusCode).toBe(200);
    // A student of another school (or class) is not this class's to reprint.
    const other = await buildSchool(app, 'cards-other');
    const refused = await app.inject({ method: 'POST', url: `/api/organization/classes/${school.classId}/cards`, headers, payload: { student_ids: [other.studentId] } });
    expect(refused.statusCode).toBe(422);
    const untouched = await app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: other.slug, username: other.studentUsername, password: other.studentPassword } });
    expect(untouched.statusCode).toBe(200);
  });
});
