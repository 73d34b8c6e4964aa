import { expect, it } from 'vitest';
import { PICTURES, type Picture } from '@codehop/api';
import { describeWithApp } from '../../test/test-app.ts';
import { uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, type TestSchool } from '../../test/school-world.ts';
import { PICTURE_LOGIN_RATE_LIMIT, PICTURE_TRIES_PER_CHILD } from '../../services/picture-passwords.ts';

type Card = { id: number; username: string; password: string; pictures?: Picture[] };

describeWithApp('picture passwords', (context) => {
  const pictureLogin = (school: TestSchool, pictures: readonly string[], remoteAddress = uniqueAddress(), username = school.studentUsername) =>
    context.app.inject({ method: 'POST', url: '/api/auth/login-org/pictures', remoteAddress, payload: { organization_slug: school.slug, username, pictures } });
  const setPictures = (school: TestSchool, on: boolean) =>
    context.app.inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}`, headers: school.admin.bearerHeaders, payload: { name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2'], no_skip: true, picture_passwords: on } });
  const printCard = async (school: TestSchool): Promise<Card> => {
    const cards = await context.app.inject({ method: 'POST', url: `/api/organization/classes/${school.classId}/cards`, headers: school.admin.bearerHeaders, payload: { student_ids: [school.studentId] } });
    expect(cards.statusCode, cards.body).toBe(200);
    const [card] = (cards.json() as { students: Card[] }).students;
    if (!card) throw new Error('no card');
    return card;
  };

  it('turned on, new cards carry 3 different pictures that sign the student in; wrong pictures get 401', async () => {
    const school = await buildSchool(context.app, 'pictures');
    expect((await printCard(school)).pictures).toBeUndefined();
    const on = await setPictures(school, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ picture_passwords: true, no_skip: true });
    const slug = await context.app.inject({ method: 'GET', url: `/api/organization/by-slug?slug=${school.slug}` });
    expect(slug.json()).toMatchObject({ picture_login: true });

    const card = await printCard(school);
    const pictures = card.pictures ?? [];
    expect(pictures).toHaveLength(3);
    expect(new Set(pictures).size).toBe(3);
    pictures.forEach((picture) => expect(PICTURES).toContain(picture));

    const right = await pictureLogin(school, pictures, uniqueAddress(), school.studentUsername.toUpperCase());
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ user: { is_student: true } });
    expect(right.headers['set-cookie']).toBeDefined();

    const reversed = await pictureLogin(school, [...pictures].reverse());
    expect(reversed.statusCode).toBe(401);
    expect(reversed.json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await pictureLogin(school, pictures, uniqueAddress(), 'Nobody')).statusCode).toBe(401);
    // The pictures are not a typed password, and the card's typed password still works at the typed login.
    expect((await context.app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: school.slug, username: school.studentUsername, password: card.password } })).statusCode).toBe(200);
    // Validation: 3 known pictures, nothing else.
    expect((await pictureLogin(school, pictures.slice(0, 2))).statusCode).toBe(422);
    expect((await pictureLogin(school, ['sun', 'moon', 'dragon'])).statusCode).toBe(422);

    // A new card retires the old pictures.
    const renewed = await printCard(school);
    if ((renewed.pictures ?? []).join() !== pictures.join()) expect((await pictureLogin(school, pictures)).statusCode).toBe(401);
    expect((await pictureLogin(school, renewed.pictures ?? [])).statusCode).toBe(200);

    // Turned off, the class no longer signs in with pictures, even with the right ones.
    expect((await setPictures(school, false)).statusCode).toBe(200);
    expect((await pictureLogin(school, renewed.pictures ?? [])).statusCode).toBe(401);
    const off = await context.app.inject({ method: 'GET', url: `/api/organization/by-slug?slug=${school.slug}` });
    expect(off.json()).toMatchObject({ picture_login: false });
  });

  it('a class without pictures refuses picture login, and new students of a picture class get pictures at once', async () => {
    const school = await buildSchool(context.app, 'no-pictures');
    expect((await pictureLogin(school, ['sun', 'moon', 'star'])).statusCode).toBe(401);
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const bulk = await context.app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers: school.admin.bearerHeaders, payload: { class_id: school.classId, count: 2 } });
    expect(bulk.statusCode, bulk.body).toBe(201);
    const [first] = (bulk.json() as { students: Card[] }).students;
    expect(first?.pictures).toHaveLength(3);
    expect((await pictureLogin(school, first?.pictures ?? [], uniqueAddress(), first?.username)).statusCode).toBe(200);
  });

  it('allows an address only so many picture tries a minute (429), another address still gets in', async () => {
    const school = await buildSchool(context.app, 'pictures-limit');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    const address = uniqueAddress();
    // Each try names another child, so only the address's allowance counts them.
    for (let index = 0; index < PICTURE_LOGIN_RATE_LIMIT.max; index += 1) {
      expect((await pictureLogin(school, ['sun', 'sun', 'sun'], address, `nobody${index}`)).statusCode).toBe(401);
    }
    const blocked = await pictureLogin(school, card.pictures ?? [], address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect((await pictureLogin(school, card.pictures ?? [])).statusCode).toBe(200);
  });

  it("allows one child's name only so many tries, from any address (429), so its 504 passwords cannot be walked", async () => {
    const school = await buildSchool(context.app, 'pictures-child');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    const wrong = PICTURES.filter((picture) => !(card.pictures ?? []).includes(picture)).slice(0, 3);
    for (let index = 0; index < PICTURE_TRIES_PER_CHILD.max; index += 1) {
      expect((await pictureLogin(school, wrong)).statusCode).toBe(401);
    }
    const blocked = await pictureLogin(school, card.pictures ?? []);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    // Another child of the same class is not held up.
    expect((await pictureLogin(school, wrong, uniqueAddress(), 'someone-else')).statusCode).toBe(401);
  });
});
