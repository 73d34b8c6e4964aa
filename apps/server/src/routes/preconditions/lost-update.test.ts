import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, loginTeacher } from '../../test/school-world.ts';
import { createCarrotLevel } from '../../test/creative-helpers.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function send(app: FastifyInstance, headers: Headers, method: Method, url: string, payload?: object, ifMatch?: string) {
  return app.inject({ method, url, remoteAddress: uniqueAddress(), headers: { ...headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) }, ...(payload ? { payload } : {}) });
}

/** Both sessions read; the first save wins; the second, from the old tag, is refused with the current state. */
async function raceTwoSessions(
  app: FastifyInstance,
  race: {
    first: Headers;
    second: Headers;
    read: string;
    write: { method: 'PUT' | 'POST'; url: string };
    firstChange: object;
    secondChange: object;
    /** What must survive of the first change, in the 412's `current` and in a fresh read. */
    kept: (resource: Record<string, unknown>) => void;
  },
) {
  const [readA, readB] = await Promise.all([send(app, race.first, 'GET', race.read), send(app, race.second, 'GET', race.read)]);
  expect(readA.statusCode).toBe(200);
  const tag = String(readA.headers.etag);
  expect(tag).toMatch(/^"[a-z-]+-\d+-v\d+"$/); // strong: no W/
  expect(readB.headers.etag).toBe(tag);

  const won = await send(app, race.first, race.write.method, race.write.url, race.firstChange, tag);
  expect(won.statusCode, won.body).toBe(200);
  const newTag = String(won.headers.etag);
  expect(newTag).not.toBe(tag);

  const stale = await send(app, race.second, race.write.method, race.write.url, race.secondChange, tag);
  expect(stale.statusCode, stale.body).toBe(412);
  const refusal = stale.json() as { detail: string; code: string; current: Record<string, unknown> };
  expect(refusal.code).toBe('stale');
  expect(refusal.detail).toMatch(/changed/);
  expect(stale.headers.etag).toBe(newTag);
  race.kept(refusal.current);
  const after = await send(app, race.first, 'GET', race.read);
  race.kept(after.json() as Record<string, unknown>);
  expect(after.headers.etag).toBe(newTag);

  // Two saves from the same tag at once: exactly one wins.
  const both = await Promise.all([
    send(app, race.first, race.write.method, race.write.url, race.secondChange, newTag),
    send(app, race.second, race.write.method, race.write.url, race.firstChange, newTag),
  ]);
  expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);

  // Re-applied on the current tag (what the web app's one click does), the second change lands.
  const latest = String((await send(app, race.second, 'GET', race.read)).headers.etag);
  expect((await send(app, race.second, race.write.method, race.write.url, race.secondChange, latest)).statusCode).toBe(200);
  // Without If-Match the old, unconditional behaviour stays (the spec's clients).
  expect((await send(app, race.first, race.write.method, race.write.url, race.firstChange)).statusCode).toBe(200);
}

describeWithApp('No lost update (ETag / If-Match)', (context) => {
  it('bars/lost-update: a stale save of a class is refused (412) and the first change kept', { timeout: 60_000 }, async () => {
    const { app } = context;
    const school = await buildSchool(app, 'lost-update');
    const first = (await loginTeacher(app, school)).bearerHeaders;
    const second = school.admin.bearerHeaders;
    const url = `/api/organization/classes/${school.classId}`;
    // Both teachers open the class form (chapters 1 and 2 unlocked).
    const [openA, openB] = await Promise.all([send(app, first, 'GET', url), send(app, second, 'GET', url)]);
    const form = openB.json() as { name: string; unlocked_chapters: string[]; no_skip: boolean; quiz: boolean };
    // The first unlocks chapter 4 and saves.
    const unlocked = await send(app, first, 'PUT', url, { ...form, unlocked_chapters: [...form.unlocked_chapters, 'python:4'] }, String(openA.headers.etag));
    expect(unlocked.statusCode).toBe(200);
    // The second, still on the old form, renames the class: refused, and told what the class is now.
    const renamed = await send(app, second, 'PUT', url, { ...form, name: 'Class 5B Robins' }, String(openB.headers.etag));
    expect(renamed.statusCode).toBe(412);
    expect((renamed.json() as { current: { unlocked_chapters: string[] } }).current.unlocked_chapters).toContain('python:4');
    const now = (await send(app, second, 'GET', url)).json() as { name: string; unlocked_chapters: string[] };
    expect(now.unlocked_chapters).toEqual(['python:1', 'python:2', 'python:4']);
    expect(now.name).toBe('Class 5B');
  });

  it('races two sessions on a class, its teachers and the school details', { timeout: 90_000 }, async () => {
    const { app } = context;
    const school = await buildSchool(app, 'race-class');
    const teacher = (await loginTeacher(app, school)).bearerHeaders;
    const admin = school.admin.bearerHeaders;
    const base = { name: 'Class 5B', no_skip: true, quiz: false };
    await raceTwoSessions(app, {
      first: teacher,
      second: admin,
      read: `/api/organization/classes/${school.classId}`,
      write: { method: 'PUT', url: `/api/organization/classes/${school.classId}` },
      firstChange: { ...base, unlocked_chapters: ['python:1', 'python:2', 'python:4'] },
      secondChange: { ...base, name: 'Robins', unlocked_chapters: ['python:1', 'python:2', 'python:4'] },
      kept: (klass) => expect(klass.unlocked_chapters).toContain('python:4'),
    });
    // The teachers of a class share the class's tag.
    await raceTwoSessions(app, {
      first: admin,
      second: admin,
      read: `/api/organization/class-teachers/${school.classId}`,
      write: { method: 'PUT', url: '/api/organization/class-teachers' },
      firstChange: { class_id: school.classId, teacher_ids: [] },
      secondChange: { class_id: school.classId, teacher_ids: [school.teacherId] },
      kept: (answer) => expect(Array.isArray(answer) ? answer : answer.teacher_ids).toEqual([]), // the admin's first change: no teachers
    });
    await raceTwoSessions(app, {
      first: admin,
      second: admin,
      read: '/api/organization/current',
      write: { method: 'PUT', url: '/api/organization/current' },
      firstChange: { name: 'Hill School', slug: school.slug },
      secondChange: { name: 'Hill School', slug: `${school.slug}-x` },
      kept: (organization) => expect(organization.name).toBe('Hill School'),
    });
  });

  it('races two sessions on a school student, a parent\'s student, a profile and a creative level', { timeout: 90_000 }, async () => {
    const { app } = context;
    const school = await buildSchool(app, 'race-student');
    const teacher = (await loginTeacher(app, school)).bearerHeaders;
    await raceTwoSessions(app, {
      first: teacher,
      second: school.admin.bearerHeaders,
      read: `/api/organization/students/${school.studentId}`,
      write: { method: 'PUT', url: `/api/organization/students/${school.studentId}` },
      firstChange: { username: school.studentUsername, character: 'Knight', assistant_enabled: false },
      secondChange: { username: `${school.studentUsername}x`, character: 'Knight' },
      kept: (student) => expect(student.assistant_enabled).toBe(false),
    });
    const parent = await signUpParent(app);
    const childId = await addAndChooseStudent(app, parent, `Kid${Date.now() % 100000}`);
    const child = (await send(app, parent.bearerHeaders, 'GET', `/api/profile/students/${childId}`)).json() as { username: string };
    await raceTwoSessions(app, {
      first: parent.bearerHeaders,
      second: parent.cookieHeaders,
      read: `/api/profile/students/${childId}`,
      write: { method: 'PUT', url: `/api/profile/students/${childId}` },
      firstChange: { username: child.username, character: 'Knight' },
      secondChange: { username: `${child.username}z`, character: 'Rabbit' },
      kept: (student) => expect(student.character).toBe('Knight'),
    });
    await raceTwoSessions(app, {
      first: parent.bearerHeaders,
      second: parent.cookieHeaders,
      read: '/api/profile',
      write: { method: 'POST', url: '/api/profile' },
      firstChange: { full_name: 'Pat Parent-Jones' },
      secondChange: { full_name: 'Pat P.' },
      kept: (profile) => expect(profile.full_name).toBe('Pat Parent-Jones'),
    });
    const level = await createCarrotLevel(app, parent, 'Carrot Race');
    const levelUrl = `/api/level/creative/${level.level_slug}?course_id=python`;
    await raceTwoSessions(app, {
      first: parent.bearerHeaders,
      second: parent.cookieHeaders,
      read: levelUrl,
      write: { method: 'PUT', url: levelUrl },
      firstChange: { tutorial: 'Collect the carrot' },
      secondChange: { name: 'Carrot Race 2' },
      kept: (saved) => expect(saved.tutorial).toBe('Collect the carrot'),
    });
  });

  it('refuses a stale DELETE with the current state and keeps the resource; weak or foreign tags never match; * does', { timeout: 60_000 }, async () => {
    const { app } = context;
    const school = await buildSchool(app, 'stale-delete');
    const admin = school.admin.bearerHeaders;
    const url = `/api/organization/classes/${school.classId}`;
    const tag = String((await send(app, admin, 'GET', url)).headers.etag);
    const body = { name: 'Class 5B', unlocked_chapters: ['python:3'], no_skip: false, quiz: true };
    expect((await send(app, admin, 'PUT', url, body, `W/${tag}`)).statusCode).toBe(412);
    expect((await send(app, admin, 'PUT', url, body, '"class-999999-v1"')).statusCode).toBe(412);
    const edited = await send(app, admin, 'PUT', url, body, `"x", ${tag}`);
    expect(edited.statusCode).toBe(200);
    const stale = await send(app, admin, 'DELETE', url, undefined, tag);
    expect(stale.statusCode).toBe(412);
    expect((stale.json() as { current: { quiz: boolean } }).current.quiz).toBe(true);
    expect((await send(app, admin, 'GET', url)).statusCode).toBe(200);
    const studentUrl = `/api/organization/students/${school.studentId}`;
    const studentTag = String((await send(app, admin, 'GET', studentUrl)).headers.etag);
    // The student page's progress answer carries the student's tag (its edit form saves with it).
    expect((await send(app, admin, 'GET', `${studentUrl}/progress`)).headers.etag).toBe(studentTag);
    await send(app, admin, 'PUT', studentUrl, { username: school.studentUsername, character: 'Wizard1' });
    expect((await send(app, admin, 'DELETE', studentUrl, undefined, studentTag)).statusCode).toBe(412);
    expect((await send(app, admin, 'DELETE', url, undefined, '*')).statusCode).toBe(200);
    const parent = await signUpParent(app);
    const profileTag = String((await send(app, parent.bearerHeaders, 'GET', '/api/profile')).headers.etag);
    await send(app, parent.bearerHeaders, 'POST', '/api/profile', { full_name: 'Renamed' });
    expect((await send(app, parent.bearerHeaders, 'DELETE', '/api/profile', undefined, profileTag)).statusCode).toBe(412);
    expect((await send(app, parent.bearerHeaders, 'GET', '/api/profile')).statusCode).toBe(200);
  });
}, { alsoOnPostgres: 'two sessions write the same row: the If-Match check must hold across connections' });
