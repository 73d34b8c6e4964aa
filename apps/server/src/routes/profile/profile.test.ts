import { AVATARS } from '@codehop/api';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { MAX_STUDENTS_PER_PARENT } from '../../policies/students-limit.ts';

describeWithApp('profile and students', (context) => {
  it('shows, updates and deletes the account', async () => {
    const parent = await signUpParent(context.app, { full_name: 'Old Name' });
    const shown = await context.app.inject({ method: 'GET', url: '/api/profile', headers: parent.bearerHeaders });
    expect(shown.json()).toMatchObject({ email: parent.email, full_name: 'Old Name', has_password: true, email_verified: false });
    const updated = await context.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: parent.bearerHeaders,
      payload: { full_name: 'New Name' },
    });
    expect(updated.json().full_name).toBe('New Name');
    await addAndChooseStudent(context.app, parent, `gone${Date.now()}`);
    const deleted = await context.app.inject({ method: 'DELETE', url: '/api/profile', headers: parent.bearerHeaders });
    expect(deleted.statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/api/profile', headers: parent.bearerHeaders })).statusCode).toBe(401);
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueAddress(),
      payload: { email: parent.email, password: parent.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers 401 on every profile call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/profile/students'],
      ['POST', '/api/profile/students'],
      ['GET', '/api/profile/students/1'],
      ['GET', '/api/profile/check-students-limit'],
      ['GET', '/api/profile/check-student-username-exists?student_username=x'],
      ['POST', '/api/auth/choose_student/1'],
      ['POST', '/api/user/change-language?language=French'],
      ['GET', '/api/user/get-language'],
    ] as const) {
      const response = await context.app.inject({ method, url, ...(method === 'POST' ? { payload: { username: 'abc' } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds students with Rabbit by default, lists, gets, updates and deletes them', async () => {
    const parent = await signUpParent(context.app);
    const headers = parent.bearerHeaders;
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers,
      payload: { username: 'Mia_2016' },
    });
    expect(created.statusCode).toBe(201);
    const mia = created.json();
    expect(mia).toMatchObject({ username: 'Mia_2016', character: 'Rabbit', assistant_enabled: true, assistant_attempt_limit: 20, last_played: null });
    const second = await context.app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers,
      payload: { username: 'Leo', character: 'Knight' },
    });
    expect(second.json().character).toBe('Knight');
    const list = await context.app.inject({ method: 'GET', url: '/api/profile/students', headers });
    expect(list.json().map((student: { username: string }) => student.username)).toEqual(['Mia_2016', 'Leo']);
    const put = await context.app.inject({
      method: 'PUT',
      url: `/api/profile/students/${mia.id}`,
      headers,
      payload: { username: 'Mia', character: 'Wizard2' },
    });
    expect(put.json()).toMatchObject({ id: mia.id, username: 'Mia', character: 'Wizard2' });
    const got = await context.app.inject({ method: 'GET', url: `/api/profile/students/${mia.id}`, headers });
    expect(got.json().username).toBe('Mia');
    const removed = await context.app.inject({ method: 'DELETE', url: `/api/profile/students/${mia.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: `/api/profile/students/${mia.id}`, headers })).statusCode).toBe(404);
  });

  it('offers exactly the 21 avatars', async () => {
    expect(AVATARS).toHaveLength(21);
    expect(AVATARS).toContain('Luimberjack');
    const parent = await signUpParent(context.app);
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers: parent.bearerHeaders,
      payload: { username: 'Avatarless', character: 'Dragon' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: 'character', location: 'body', message: 'Please choose one of the avatars' }]);
  });

  it.each([['ab'], ['has space'], ['x'.repeat(31)], ['semi;colon']])('refuses the username %j', async (username) => {
    const parent = await signUpParent(context.app);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers: parent.bearerHeaders,
      payload: { username },
    });
    expect(response.statusCode).toBe(422);
  });

  it('keeps usernames unique across families, whatever the case, and says so', async () => {
    const first = await signUpParent(context.app);
    const second = await signUpParent(context.app);
    await context.app.inject({ method: 'POST', url: '/api/profile/students', headers: first.bearerHeaders, payload: { username: 'Unique_Zoe' } });
    const clash = await context.app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers: second.bearerHeaders,
      payload: { username: 'unique_zoe' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('username_taken');
    const exists = await context.app.inject({
      method: 'GET',
      url: '/api/profile/check-student-username-exists?student_username=UNIQUE_ZOE',
      headers: second.bearerHeaders,
    });
    expect(exists.json()).toEqual({ exists: true });
    const free = await context.app.inject({
      method: 'GET',
      url: '/api/profile/check-student-username-exists?student_username=nobody_here',
      headers: second.bearerHeaders,
    });
    expect(free.json()).toEqual({ exists: false });
    const other = await context.app.inject({ method: 'POST', url: '/api/profile/students', headers: second.bearerHeaders, payload: { username: 'Other_Kid' } });
    const renameClash = await context.app.inject({
      method: 'PUT',
      url: `/api/profile/students/${other.json().id}`,
      headers: second.bearerHeaders,
      payload: { username: 'UNIQUE_ZOE', character: 'Rabbit' },
    });
    expect(renameClash.statusCode).toBe(409);
  });

  it('treats a name typed in two Unicode forms as one, and answers 422 (not 500) for ids out of range', async () => {
    const parent = await signUpParent(context.app);
    const tag = Date.now() % 100000;
    const composed = await context.app.inject({ method: 'POST', url: '/api/profile/students', headers: parent.bearerHeaders, payload: { username: `Zo\u00eb${tag}` } });
    expect(composed.statusCode).toBe(201);
    const decomposed = await context.app.inject({ method: 'POST', url: '/api/profile/students', headers: parent.bearerHeaders, payload: { username: `Zoe\u0308${tag}` } });
    expect(decomposed.statusCode).toBe(409);
    for (const url of ['/api/profile/students/99999999999', '/api/profile/students/-1', '/api/profile/students/abc', '/api/level/course/python?student_id=1e20']) {
      const response = await context.app.inject({ method: 'GET', url, headers: parent.bearerHeaders });
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('hides one family’s students from another (404 as if missing)', async () => {
    const owner = await signUpParent(context.app);
    const stranger = await signUpParent(context.app);
    const created = await context.app.inject({ method: 'POST', url: '/api/profile/students', headers: owner.bearerHeaders, payload: { username: `Private${Date.now()}` } });
    const id = created.json().id;
    for (const [method, url, payload] of [
      ['GET', `/api/profile/students/${id}`, undefined],
      ['PUT', `/api/profile/students/${id}`, { username: 'Stolen', character: 'Rabbit' }],
      ['DELETE', `/api/profile/students/${id}`, undefined],
      ['POST', `/api/auth/choose_student/${id}`, undefined],
      ['GET', `/api/level/course/python?student_id=${id}`, undefined],
    ] as const) {
      const response = await context.app.inject({ method, url, headers: stranger.bearerHeaders, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await context.app.inject({ method: 'GET', url: `/api/profile/students/${id}`, headers: owner.bearerHeaders });
    expect(still.json().username).toMatch(/^Private/);
  });

  it(`stops at ${MAX_STUDENTS_PER_PARENT} students, even when the requests race`, async () => {
    const parent = await signUpParent(context.app);
    const tag = Date.now().toString(36);
    const responses = await Promise.all(
      Array.from({ length: MAX_STUDENTS_PER_PARENT + 4 }, (_, index) =>
        context.app.inject({ method: 'POST', url: '/api/profile/students', headers: parent.bearerHeaders, payload: { username: `kid${index}_${tag}` } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(MAX_STUDENTS_PER_PARENT);
    const refused = responses.filter((response) => response.statusCode === 403);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().code).toBe('students_limit');
    const limit = await context.app.inject({ method: 'GET', url: '/api/profile/check-students-limit', headers: parent.bearerHeaders });
    expect(limit.json()).toEqual({ count: MAX_STUDENTS_PER_PARENT, limit: MAX_STUDENTS_PER_PARENT, can_add: false });
  });

  it('chooses a student: the session plays as them and the next login chooses them again', async () => {
    const parent = await signUpParent(context.app);
    const before = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders });
    expect(before.json().student_id).toBeNull();
    const username = `Chosen${Date.now()}`;
    const id = await addAndChooseStudent(context.app, parent, username);
    const current = await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders });
    expect(current.json()).toMatchObject({ student_id: id, student_details: { id, username, character: 'Rabbit' }, last_played: null });
    const chosen = await context.app.inject({ method: 'POST', url: `/api/auth/choose_student/${id}`, headers: parent.bearerHeaders });
    expect(chosen.json()).toEqual({ student_id: id, last_played: null });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueAddress(),
      payload: { email: parent.email, password: parent.password },
    });
    expect(login.json().user.student_id).toBe(id);
  });

  it('suggests free usernames', async () => {
    const parent = await signUpParent(context.app);
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/generate-username' });
    const { username } = response.json();
    expect(username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,4}$/);
    const taken = await context.app.inject({ method: 'POST', url: '/api/profile/students', headers: parent.bearerHeaders, payload: { username } });
    expect(taken.statusCode).toBe(201);
  });

  it('changes and reads the language by name or code', async () => {
    const parent = await signUpParent(context.app);
    expect((await context.app.inject({ method: 'GET', url: '/api/user/get-language', headers: parent.bearerHeaders })).json()).toEqual({ language: 'en', name: 'English' });
    const changed = await context.app.inject({ method: 'POST', url: '/api/user/change-language?language=French', headers: parent.bearerHeaders });
    expect(changed.json()).toEqual({ language: 'fr', name: 'French' });
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/current', headers: parent.bearerHeaders })).json().language).toBe('fr');
    await context.app.inject({ method: 'POST', url: '/api/user/change-language?language=uk', headers: parent.bearerHeaders });
    expect((await context.app.inject({ method: 'GET', url: '/api/user/get-language', headers: parent.bearerHeaders })).json().language).toBe('uk');
    const bad = await context.app.inject({ method: 'POST', url: '/api/user/change-language?language=Klingon', headers: parent.bearerHeaders });
    expect(bad.statusCode).toBe(422);
  });
}, { alsoOnPostgres: 'students added by racing requests must stop at the limit: a lock across connections decides' });
