import { expect, it } from 'vitest';
import { buildSchool, loginSchoolStudent, loginTeacher } from '../../test/school-world.ts';
import { signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { CARROT_SOLUTION, createCarrotLevel } from '../../test/creative-helpers.ts';

// A level a student shares with their school waits for a teacher, who approves or hides it (and
// can show it again); only the school's staff see the waiting list.
describeWithApp(
  'school-shared creative levels',
  (context) => {
    const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      context.app.inject({ method, url, headers: session.bearerHeaders, ...(payload ? { payload } : {}) });
    const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

    it('a teacher approves, hides and shows again a level a student shared', { timeout: 90_000 }, async () => {
      const school = await buildSchool(context.app, 'review');
      const student = await loginSchoolStudent(context.app, school);
      const teacher = await loginTeacher(context.app, school);
      const level = await createCarrotLevel(context.app, student, 'Class Carrots');
      await call(student, 'POST', `/api/level/creative/${level.id}/run`, { status: 'complete', code: CARROT_SOLUTION });
      const shared = await call(student, 'PUT', `/api/level/creative/${level.level_slug}?course_id=python`, { school_visible: true });
      expect(shared.statusCode).toBe(200);

      const waiting = await call(teacher, 'GET', '/api/level/creative/school/review');
      expect(waiting.statusCode).toBe(200);
      expect(waiting.json().items[0]).toMatchObject({ id: level.id, school_approved: false, hidden: false });
      // Classmates (here the school admin's list) see it only once approved.
      expect(ids((await call(school.admin, 'GET', '/api/level/creative/school')).json())).not.toContain(level.id);

      // Not the student's to approve, nor a stranger's, nor another school's teacher's.
      expect((await call(student, 'GET', '/api/level/creative/school/review')).statusCode).toBe(403);
      expect((await call(student, 'POST', `/api/level/creative/${level.id}/approve`)).statusCode).toBe(403);
      const parent = await signUpParent(context.app);
      expect((await call(parent, 'GET', '/api/level/creative/school/review')).statusCode).toBe(403);
      expect((await call(parent, 'POST', `/api/level/creative/${level.id}/approve`)).statusCode).toBe(404);
      const otherTeacher = await loginTeacher(context.app, await buildSchool(context.app, 'other'));
      expect((await call(otherTeacher, 'POST', `/api/level/creative/${level.id}/approve`)).statusCode).toBe(404);
      expect(ids((await call(otherTeacher, 'GET', '/api/level/creative/school/review')).json())).not.toContain(level.id);

      const approved = await call(teacher, 'POST', `/api/level/creative/${level.id}/approve`);
      expect(approved.json()).toMatchObject({ school_approved: true, hidden: false });
      expect(ids((await call(teacher, 'GET', '/api/level/creative/school/review')).json())).not.toContain(level.id);
      expect(ids((await call(teacher, 'GET', '/api/level/creative/school/review?state=checked')).json())).toContain(level.id);
      expect(ids((await call(school.admin, 'GET', '/api/level/creative/school')).json())).toContain(level.id);

      // Hidden: gone for classmates, still in the teacher's checked list, and shown again from there.
      expect((await call(teacher, 'POST', `/api/level/creative/${level.id}/hide`)).json()).toMatchObject({ hidden: true });
      expect(ids((await call(school.admin, 'GET', '/api/level/creative/school')).json())).not.toContain(level.id);
      const checked = (await call(teacher, 'GET', '/api/level/creative/school/review?state=checked')).json();
      expect(checked.items.find((item: { id: number }) => item.id === level.id)).toMatchObject({ hidden: true });
      expect((await call(teacher, 'POST', `/api/level/creative/${level.id}/unhide`)).json()).toMatchObject({ hidden: false, school_approved: true });
      expect(ids((await call(school.admin, 'GET', '/api/level/creative/school')).json())).toContain(level.id);
    });

    it('a player reports a level once, and is thanked each time', { timeout: 90_000 }, async () => {
      const school = await buildSchool(context.app, 'report');
      const student = await loginSchoolStudent(context.app, school);
      const level = await createCarrotLevel(context.app, student, 'Reported Carrots');
      await call(student, 'POST', `/api/level/creative/${level.id}/run`, { status: 'complete', code: CARROT_SOLUTION });
      await call(student, 'PUT', `/api/level/creative/${level.level_slug}?course_id=python`, { is_public: true });
      const reporter = await signUpParent(context.app);
      const url = `/api/level/creative/${level.id}/report`;
      const first = await call(reporter, 'POST', url, { reason: 'rude: bad words' });
      expect(first.json()).toMatchObject({ already_reported: false });
      expect((await call(reporter, 'POST', url, { reason: 'rude: again' })).json()).toMatchObject({ already_reported: true });
      expect((await call(reporter, 'POST', url, { reason: '   ' })).statusCode).toBe(422);
    });
  },
  { config: { verifyWaitMs: 60_000 } },
);
