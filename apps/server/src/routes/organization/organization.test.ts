import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { progressCells } from '@codehop/api';
import type { FastifyInstance } from 'fastify';
import { SmtpPeer, linkIn } from '../../test/smtp-peer.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { sessionFrom, signUpParent, uniqueAddress } from '../../test/session-helpers.ts';
import { buildSchool, loginSchoolStudent, loginTeacher, type TestSchool } from '../../test/school-world.ts';
import { giveSchoolTier } from '../../test/school-tier.ts';

const peer = new SmtpPeer();
const clock = new TestClock();
const BASE = 'http://codehop.test';
beforeAll(() => peer.start());
afterAll(() => peer.stop());

type Headers = Record<string, string>;

async function call(app: FastifyInstance, headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers, remoteAddress: uniqueAddress(), ...(payload ? { payload } : {}) });
}

const INTRO_LEVEL2_SOLUTION = readFileSync(new URL('../../../../../packages/content/levels/python/intro-level2/solution.py', import.meta.url), 'utf8');

describeWithApp(
  'Schools',
  (context) => {
    let school: TestSchool;
    let other: TestSchool;
    let teacher: Headers;
    let otherClassTeacher: Headers;
    let student: Headers;
    let parent: Headers;
    let otherAdmin: Headers;
    let secondClassId: number;

    beforeAll(async () => {
      const { app } = context;
      school = await buildSchool(app, 'main');
      // This school holds more students than one without a tier may (three bulk creations).
      const current = await call(app, school.admin.bearerHeaders, 'GET', '/api/organization/current');
      await giveSchoolTier(app.database.db, (current.json() as { id: number }).id, 'school_large');
      other = await buildSchool(app, 'other');
      teacher = (await loginTeacher(app, school)).bearerHeaders;
      student = (await loginSchoolStudent(app, school)).bearerHeaders;
      parent = (await signUpParent(app)).bearerHeaders;
      otherAdmin = other.admin.bearerHeaders;
      // A second class in the same school with a teacher of its own.
      const colleague = await call(app, school.admin.bearerHeaders, 'POST', '/api/organization/teacher', { email: `colleague-${school.slug}@example.com`, full_name: 'Col League', password: 'colleague horse battery' });
      expect(colleague.statusCode).toBe(201);
      const second = await call(app, school.admin.bearerHeaders, 'POST', '/api/organization/classes', { name: 'Class 6A', teacher_ids: [(colleague.json() as { id: number }).id] });
      secondClassId = (second.json() as { id: number }).id;
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: uniqueAddress(), payload: { email: `colleague-${school.slug}@example.com`, password: 'colleague horse battery' } });
      otherClassTeacher = sessionFrom(login).bearerHeaders;
    }, 60_000);

    it('walks the class and student calls as every role: only the class teacher and the admin get through', async () => {
      const { app } = context;
      const roles: Record<string, { headers: Headers; allowed: boolean }> = {
        anonymous: { headers: {}, allowed: false },
        parent: { headers: parent, allowed: false },
        'school student': { headers: student, allowed: false },
        'teacher of another class': { headers: otherClassTeacher, allowed: false },
        'teacher of the class': { headers: teacher, allowed: true },
        'admin of another organisation': { headers: otherAdmin, allowed: false },
        admin: { headers: school.admin.bearerHeaders, allowed: true },
      };
      const urls = [
        `/api/organization/classes/${school.classId}`,
        `/api/organization/class-teachers/${school.classId}`,
        `/api/organization/classes/${school.classId}/progress`,
        `/api/organization/classes/${school.classId}/progress.csv`,
        `/api/organization/classes/${school.classId}/stuck`,
        `/api/organization/students/${school.studentId}`,
        `/api/organization/students/${school.studentId}/progress`,
        `/api/organization/students?class_id=${school.classId}`,
        `/api/level/course/python/chapter-completion?chapter_id=1&class_id=${school.classId}`,
      ];
      for (const url of urls) {
        for (const [role, { headers, allowed }] of Object.entries(roles)) {
          const response = await call(app, headers, 'GET', url);
          const where = `${role} on ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`;
          if (allowed) expect(response.statusCode, where).toBe(200);
          else expect([401, 403, 404], where).toContain(response.statusCode);
          // Staff of the wrong class or school learn nothing: 404, as for a missing thing.
          if (role === 'teacher of another class' || role === 'admin of another organisation') expect(response.statusCode, where).toBe(404);
        }
      }
      // Teachers see only their own classes; the admin sees all.
      const teacherClasses = (await call(app, teacher, 'GET', '/api/organization/classes')).json() as { id: number }[];
      expect(teacherClasses.map((row) => row.id)).toEqual([school.classId]);
      const adminClasses = (await call(app, school.admin.bearerHeaders, 'GET', '/api/organization/classes')).json() as { id: number }[];
      expect(adminClasses.map((row) => row.id).sort()).toEqual([school.classId, secondClassId].sort());
      // Admin-only calls.
      expect((await call(app, teacher, 'DELETE', `/api/organization/classes/${school.classId}`)).statusCode).toBe(403);
      expect((await call(app, teacher, 'POST', '/api/organization/invite-teacher?email=x@example.com')).statusCode).toBe(403);
    });

    it('lets a whole class sign in from one school address within a minute', async () => {
      const { app } = context;
      const made = await call(app, school.admin.bearerHeaders, 'POST', '/api/organization/bulk-create-students', { class_id: school.classId, count: 35 });
      const rows = (made.json() as { students: { username: string; password: string }[] }).students;
      const answers = await Promise.all(
        rows.map((row) =>
          app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: '10.200.0.1', payload: { organization_slug: school.slug, username: row.username, password: row.password } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(rows.map(() => 200));
      const wrong = await app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: '10.200.0.2', payload: { organization_slug: school.slug, username: rows[0]?.username, password: 'not-the-one-00' } });
      expect(wrong.statusCode).toBe(401);
      expect((wrong.json() as { detail: string }).detail).toBe('Incorrect username or password');
    });

    it('registers a school only with a free, well-formed slug', async () => {
      const { app } = context;
      const someone = (await signUpParent(app)).bearerHeaders;
      const bad = await call(app, someone, 'POST', '/api/organization/register', { name: 'Bad', slug: 'Bad_Slug1' });
      expect(bad.statusCode).toBe(422);
      expect(JSON.stringify(bad.json())).toContain('Use only lowercase letters and dashes');
      expect(((await call(app, {}, 'GET', `/api/organization/check-slug-exists?slug=${school.slug}`)).json() as { exists: boolean }).exists).toBe(true);
      const taken = await call(app, someone, 'POST', '/api/organization/register', { name: 'Copy', slug: school.slug });
      expect(taken.statusCode).toBe(409);
    });

    it('bulk-creates 30 students with child-friendly names in one go, and refuses a list with bad rows as a whole', async () => {
      const { app } = context;
      const created = await call(app, teacher, 'POST', '/api/organization/bulk-create-students', { class_id: school.classId, count: 30 });
      expect(created.statusCode, created.body).toBe(201);
      const rows = (created.json() as { students: { username: string; password: string }[] }).students;
      expect(rows).toHaveLength(30);
      expect(new Set(rows.map((row) => row.username.toLowerCase())).size).toBe(30);
      for (const row of rows) {
        expect(row.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d\d$/);
        expect(row.password).toMatch(/^[a-z]+-[a-z]+-\d\d$/);
      }
      // One of them signs in at the school's page.
      const first = rows[0];
      const login = await app.inject({ method: 'POST', url: '/api/auth/login-org', remoteAddress: uniqueAddress(), payload: { organization_slug: school.slug, username: first?.username.toLowerCase(), password: first?.password } });
      expect(login.statusCode).toBe(200);
      expect((login.json() as { user: { class_details: { no_skip: boolean } } }).user.class_details.no_skip).toBe(true);
      // Another school cannot see or reuse... but may use the same names.
      const before = ((await call(app, school.admin.bearerHeaders, 'GET', '/api/organization/current')).json() as { student_count: number }).student_count;
      const refused = await call(app, teacher, 'POST', '/api/organization/bulk-create-students', {
        class_id: school.classId,
        usernames: ['Ada', 'Grace', 'ada', 'x', first?.username ?? ''],
      });
      expect(refused.statusCode).toBe(422);
      const fields = (refused.json() as { errors: { field: string }[] }).errors.map((error) => error.field).sort();
      expect(fields).toEqual(['usernames.2', 'usernames.3', 'usernames.4']);
      const after = ((await call(app, school.admin.bearerHeaders, 'GET', '/api/organization/current')).json() as { student_count: number }).student_count;
      expect(after).toBe(before);
      const sameNames = await call(app, otherAdmin, 'POST', '/api/organization/bulk-create-students', { class_id: other.classId, usernames: ['Ada', first?.username ?? ''] });
      expect(sameNames.statusCode).toBe(201);
    });

    it('enforces the class rules on the server: unlocked chapters only, no skipping', async () => {
      const { app } = context;
      const course = (await call(app, student, 'GET', '/api/level/course/python')).json() as { chapters: { id: number; class_locked: boolean; level_data: { slug: string }[] }[] };
      expect(course.chapters.filter((chapter) => !chapter.class_locked).map((chapter) => chapter.id)).toEqual([1, 2]);
      const chapter3 = course.chapters[2]?.level_data[0]?.slug ?? '';
      const locked = await call(app, student, 'POST', '/api/level/update/python', { last_status: 'in_progress', last_code_executed: '', level_slug: chapter3 });
      expect(locked.statusCode).toBe(403);
      const chapter2 = course.chapters[1]?.level_data[0]?.slug ?? '';
      const skipped = await call(app, student, 'GET', `/api/level/data/python/${chapter2}`);
      expect(skipped.statusCode).toBe(403);
      expect((skipped.json() as { code: string }).code).toBe('no_skip');
      const first = await call(app, student, 'GET', '/api/level/data/python/intro-level1');
      expect(first.statusCode).toBe(200);
    });

    it('counts runs in the heatmap and shows a student with three failing runs as stuck, until the level is complete', async () => {
      const { app } = context;
      for (let run = 0; run < 3; run += 1) {
        const response = await call(app, student, 'POST', '/api/level/update/python', { last_status: 'in_progress', last_code_executed: 'move_forward()', level_slug: 'intro-level2' });
        expect(response.statusCode, response.body).toBe(200);
      }
      const stuck = (await call(app, teacher, 'GET', `/api/organization/classes/${school.classId}/stuck`)).json() as { students: { username: string; level_slug: string; failed_runs: number }[] };
      expect(stuck.students).toEqual([expect.objectContaining({ username: school.studentUsername, level_slug: 'intro-level2', failed_runs: 3 })]);
      await call(app, student, 'POST', '/api/level/update/python', { last_status: 'complete', last_code_executed: INTRO_LEVEL2_SOLUTION, level_slug: 'intro-level2' });
      const progress = (await call(app, teacher, 'GET', `/api/organization/classes/${school.classId}/progress?course=python`)).json() as { levels: { slug: string }[]; students: { username: string; statuses: string; runs: number[] }[] };
      const column = progress.levels.findIndex((level) => level.slug === 'intro-level2');
      const row = progress.students.find((entry) => entry.username === school.studentUsername);
      expect(row && progressCells(row)[column]).toEqual({ status: 'complete', runs: 3 });
      const after = (await call(app, teacher, 'GET', `/api/organization/classes/${school.classId}/stuck`)).json() as { students: unknown[] };
      expect(after.students).toEqual([]);
      // Ten minutes later the old runs no longer count.
      clock.advance(11 * 60 * 1000);
      const csv = await call(app, teacher, 'GET', `/api/organization/classes/${school.classId}/progress.csv?course=python`);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('complete (3 runs)');
    });

    it("turns a student's assistant off: their assistant credit becomes 0 (\"disabled by admin\")", async () => {
      const { app } = context;
      const off = await call(app, teacher, 'PUT', `/api/organization/students/${school.studentId}`, { username: school.studentUsername, character: 'Knight', assistant_enabled: false });
      expect(off.statusCode, off.body).toBe(200);
      const credit = (await call(app, student, 'GET', '/api/credit/level_assistant')).json() as { limit: number | null };
      expect(credit.limit).toBe(0);
      const limited = await call(app, teacher, 'PUT', `/api/organization/students/${school.studentId}`, { username: school.studentUsername, character: 'Knight', assistant_enabled: true, assistant_attempt_limit: 5 });
      expect((limited.json() as { assistant_attempt_limit: number }).assistant_attempt_limit).toBe(5);
      expect(((await call(app, student, 'GET', '/api/credit/level_assistant')).json() as { limit: number | null }).limit).toBe(5);
    });

    it('keeps progress when a student moves class and when their class is deleted', async () => {
      const { app } = context;
      const moved = await call(app, school.admin.bearerHeaders, 'POST', '/api/organization/transfer-students', { student_ids: [school.studentId], class_id: secondClassId });
      expect(moved.statusCode).toBe(200);
      // The first class's teacher no longer sees the student.
      expect((await call(app, teacher, 'GET', `/api/organization/students/${school.studentId}`)).statusCode).toBe(404);
      expect((await call(app, school.admin.bearerHeaders, 'DELETE', `/api/organization/classes/${secondClassId}`)).statusCode).toBe(200);
      const progress = (await call(app, school.admin.bearerHeaders, 'GET', `/api/organization/students/${school.studentId}/progress`)).json() as { student: { class_id: number | null }; levels: { slug: string; status: string }[] };
      expect(progress.student.class_id).toBeNull();
      expect(progress.levels.find((level) => level.slug === 'intro-level2')?.status).toBe('complete');
    });

    it('invites a teacher by e-mail through the real SMTP peer; the link signs them up into the school once', async () => {
      const { app } = context;
      const email = `invited-${school.slug}@example.com`;
      const invited = await call(app, school.admin.bearerHeaders, 'POST', `/api/organization/invite-teacher?email=${email}`);
      expect(invited.statusCode).toBe(200);
      const mail = await peer.waitFor(email, /Join School main on Codehop/);
      const { token } = linkIn(mail, '/en/organization/join');
      const invitation = await call(app, {}, 'GET', `/api/organization/invitation?token=${token}`);
      expect(invitation.json()).toEqual({ email, organization_name: 'School main' });
      const accepted = await app.inject({ method: 'POST', url: '/api/organization/accept-invitation', remoteAddress: uniqueAddress(), payload: { token, full_name: 'New Teacher', password: 'new teacher password' } });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const session = sessionFrom(accepted);
      expect(session.answer.user.user_details.user_type).toBe(1);
      expect(session.answer.user.organization_id).not.toBeNull();
      const again = await app.inject({ method: 'POST', url: '/api/organization/accept-invitation', remoteAddress: uniqueAddress(), payload: { token, full_name: 'Twice', password: 'new teacher password' } });
      expect(again.statusCode).toBe(404);
    });
  },
  {
    // A completion counts once the server's re-run agrees; the first one waits for the pool to boot.
    config: () => ({ smtpUrl: peer.url, mailIntervalMs: 50, publicUrl: BASE, verifyWaitMs: 30_000 }),
    services: { clock },
  },
);

describeWithApp('school tiers and student limits', (context) => {
  it('holds one class of 40 without a tier, refuses the 41st with a clear answer, and takes more on the small tier', async () => {
    const school = await buildSchool(context.app, `tier${Date.now()}`);
    const headers = school.admin.bearerHeaders;
    const bulk = (count: number) =>
      context.app.inject({ method: 'POST', url: '/api/organization/bulk-create-students', headers, payload: { class_id: school.classId, count } });
    expect((await bulk(39)).statusCode).toBe(201);
    const refused = await bulk(1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'school_student_limit' });
    const current = (await context.app.inject({ method: 'GET', url: '/api/organization/current', headers })).json() as { id: number; student_count: number };
    expect(current.student_count).toBe(40);
    await giveSchoolTier(context.app.database.db, current.id, 'school_small');
    expect((await bulk(5)).statusCode).toBe(201);
  });
});
