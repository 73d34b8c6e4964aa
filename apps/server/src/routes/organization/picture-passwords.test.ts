import { expect, it } from 'vitest';
import { PICTURES, type Picture } from '@codehop/api';
import { describeWithApp } from '../../test/test-app.ts';
import { uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, type TestSchool } from '../../test/school-world.ts';
import { giveSchoolTier } from '../../test/school-tier.ts';
import { PICTURE_TRY_RULES } from '../../services/picture-login-tries.ts';
import { PICTURE_BROWSER_COOKIE } from './picture-browser.ts';

type Card = { id: number; username: string; password: string; pictures?: Picture[] };

describeWithApp('picture passwords', (context) => {
  const pictureLogin = (school: TestSchool, pictures: readonly string[], remoteAddress = uniqueAddress(), username = school.studentUsername, browser?: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/login-org/pictures',
      remoteAddress,
      payload: { organization_slug: school.slug, username, pictures },
      ...(browser ? { cookies: { [PICTURE_BROWSER_COOKIE]: browser } } : {}),
    });
  let browsers = 0;
  /** A browser's picture-login name as the server makes them (22 URL-safe characters). */
  const newBrowser = () => `browser${String((browsers += 1)).padStart(15, '0')}`;
  const wrongFor = (card: Card) => PICTURES.filter((picture) => !(card.pictures ?? []).includes(picture)).slice(0, 3);
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

  it('counts only wrong logins per address: 45 right picture logins from one school address in a minute all get in', async () => {
    const school = await buildSchool(context.app, 'pictures-class');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const current = await context.app.inject({ method: 'GET', url: '/api/organization/current', headers: school.admin.bearerHeaders });
    await giveSchoolTier(context.app.database.db, (current.json() as { id: number }).id, 'school_large');
    const bulk = await context.app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers: school.admin.bearerHeaders, payload: { class_id: school.classId, count: 45 } });
    expect(bulk.statusCode, bulk.body).toBe(201);
    const pupils = (bulk.json() as { students: Card[] }).students;
    const address = uniqueAddress();
    const answers = [];
    for (const pupil of pupils) answers.push((await pictureLogin(school, pupil.pictures ?? [], address, pupil.username, newBrowser())).statusCode);
    expect(answers).toEqual(pupils.map(() => 200));
  });

  it('allows an address so many wrong tries a minute (429), then a right card waits too; another address still gets in', async () => {
    const school = await buildSchool(context.app, 'pictures-limit');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    const address = uniqueAddress();
    // Unknown names and wrong pictures alike count for the address.
    for (let index = 0; index < PICTURE_TRY_RULES.address.max; index += 1) {
      const wrong = index >= 5 ? await pictureLogin(school, ['sun', 'moon', 'star'], address, `nobody${index}`) : await pictureLogin(school, wrongFor(card), address, school.studentUsername, newBrowser());
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await pictureLogin(school, card.pictures ?? [], address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pictureLogin(school, card.pictures ?? [])).statusCode).toBe(200);
  });

  it("six wrong tries on a name make that browser wait (429), not the child on another tablet, and a right login forgets earlier slips", async () => {
    const school = await buildSchool(context.app, 'pictures-child');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    const classmate = newBrowser();
    const address = uniqueAddress();
    for (let index = 0; index < PICTURE_TRY_RULES.childOnBrowser.max; index += 1) {
      expect((await pictureLogin(school, wrongFor(card), address, school.studentUsername, classmate)).statusCode).toBe(401);
    }
    const blocked = await pictureLogin(school, card.pictures ?? [], address, school.studentUsername, classmate);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({ code: 'picture_tries_used' });
    // The child on their own tablet, behind the same school address, gets in.
    const own = newBrowser();
    expect((await pictureLogin(school, card.pictures ?? [], address, school.studentUsername, own)).statusCode).toBe(200);
    // Slips before a right login no longer count: five more wrong tries still leave the sixth a 401.
    for (let index = 0; index < PICTURE_TRY_RULES.childOnBrowser.max - 1; index += 1) await pictureLogin(school, wrongFor(card), address, school.studentUsername, own);
    expect((await pictureLogin(school, card.pictures ?? [], address, school.studentUsername, own)).statusCode).toBe(200);
  });

  it('a browser with no name of its own gets one, so its wrong tries count together', async () => {
    const school = await buildSchool(context.app, 'pictures-cookie');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    const first = await pictureLogin(school, wrongFor(card));
    const cookie = first.cookies.find((set) => set.name === PICTURE_BROWSER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    for (let index = 1; index < PICTURE_TRY_RULES.childOnBrowser.max; index += 1) await pictureLogin(school, wrongFor(card), uniqueAddress(), school.studentUsername, cookie?.value);
    expect((await pictureLogin(school, card.pictures ?? [], uniqueAddress(), school.studentUsername, cookie?.value)).statusCode).toBe(429);
  });

  it("allows one child's name only so many wrong tries from all browsers together, so its 504 passwords cannot be walked", async () => {
    const school = await buildSchool(context.app, 'pictures-walk');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    // A script dropping its cookie is a new browser each time: the name's own count holds.
    for (let index = 0; index < PICTURE_TRY_RULES.child.max; index += 1) {
      expect((await pictureLogin(school, wrongFor(card), uniqueAddress(), school.studentUsername, newBrowser())).statusCode).toBe(401);
    }
    const blocked = await pictureLogin(school, card.pictures ?? [], uniqueAddress(), school.studentUsername, newBrowser());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'picture_tries_used' });
    // The teacher unlocks: the child gets in with the same card.
    const unlock = await context.app.inject({ method: 'DELETE', url: `/api/organization/students/${school.studentId}/picture-tries`, headers: school.admin.bearerHeaders });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await pictureLogin(school, card.pictures ?? [], uniqueAddress(), school.studentUsername, newBrowser())).statusCode).toBe(200);
  });

  it('after 6 wrong tries on a name, a new card lets the child in at once, and ends the sessions of the old card', async () => {
    const school = await buildSchool(context.app, 'pictures-reprint');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const card = await printCard(school);
    const tablet = newBrowser();
    const opened = await pictureLogin(school, card.pictures ?? [], uniqueAddress(), school.studentUsername, tablet);
    expect(opened.statusCode).toBe(200);
    const oldSession = { authorization: `Bearer ${(opened.json() as { access_token: string }).access_token}` };
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: oldSession })).statusCode).toBe(200);
    for (let index = 0; index < PICTURE_TRY_RULES.childOnBrowser.max; index += 1) await pictureLogin(school, wrongFor(card), uniqueAddress(), school.studentUsername, tablet);
    expect((await pictureLogin(school, card.pictures ?? [], uniqueAddress(), school.studentUsername, tablet)).statusCode).toBe(429);

    const renewed = await printCard(school);
    expect((await pictureLogin(school, renewed.pictures ?? [], uniqueAddress(), school.studentUsername, tablet)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: oldSession })).statusCode).toBe(401);
  });

  it('finds the name as a child types it (no accents, any case), and says a wrong name is the name', async () => {
    const school = await buildSchool(context.app, 'pictures-names');
    expect((await setPictures(school, true)).statusCode).toBe(200);
    const bulk = await context.app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers: school.admin.bearerHeaders, payload: { class_id: school.classId, usernames: ['ZoëMüller'] } });
    expect(bulk.statusCode, bulk.body).toBe(201);
    const [zoe] = (bulk.json() as { students: Card[] }).students;
    expect(zoe?.username).toBe('ZoëMüller');
    for (const typed of ['ZoeMuller', 'zoë müller', 'ZOEMULLER']) expect((await pictureLogin(school, zoe?.pictures ?? [], uniqueAddress(), typed, newBrowser())).statusCode).toBe(200);
    const unknown = await pictureLogin(school, zoe?.pictures ?? [], uniqueAddress(), 'ZoeMiller', newBrowser());
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'unknown_name' });
  });
});
