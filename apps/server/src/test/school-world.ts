import type { FastifyInstance } from 'fastify';
import { sessionFrom, signUpParent, uniqueAddress, type TestSession } from './session-helpers.ts';

export interface TestSchool {
  slug: string;
  admin: TestSession;
  classId: number;
  joinToken: string;
  teacherId: number;
  teacherEmail: string;
  teacherPassword: string;
  studentId: number;
  studentUsername: string;
  studentPassword: string;
}

let schools = 0;

async function ok<T>(response: { statusCode: number; body: string; json: () => unknown }, what: string, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A fresh letters-only slug (platform §5). */
export function freshSlug(): string {
  schools += 1;
  const letters = (schools * 7919 + Date.now()).toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q');
  return `school-${letters}`;
}

/**
 * A school made through the calls a user makes: an admin registers it, adds a teacher, creates a
 * class the teacher teaches (chapters 1 and 2 unlocked, no skipping) and one student in it.
 */
export async function buildSchool(app: FastifyInstance, tag = String(Date.now())): Promise<TestSchool> {
  const admin = await signUpParent(app);
  const slug = freshSlug();
  const headers = admin.bearerHeaders;
  await ok(await app.inject({ method: 'POST', url: '/api/organization/register', headers, payload: { name: `School ${tag}`, slug } }), 'register', 201);
  const teacherEmail = `teacher-${slug}@example.com`;
  const teacherPassword = 'teacher horse battery';
  const teacher = await ok<{ id: number }>(
    await app.inject({ method: 'POST', url: '/api/organization/teacher', headers, payload: { email: teacherEmail, full_name: 'Tess Teacher', password: teacherPassword } }),
    'add teacher',
    201,
  );
  const klass = await ok<{ id: number; join_token: string }>(
    await app.inject({
      method: 'POST',
      url: '/api/organization/classes',
      headers,
      payload: { name: 'Class 5B', unlocked_chapters: ['python:1', 'python:2'], no_skip: true, quiz: false, teacher_ids: [teacher.id] },
    }),
    'add class',
    201,
  );
  const studentUsername = `Pupil${schools}`;
  const studentPassword = 'apple-river-42';
  const student = await ok<{ id: number }>(
    await app.inject({ method: 'POST', url: '/api/organization/students', headers, payload: { username: studentUsername, password: studentPassword, class_id: klass.id } }),
    'add student',
    201,
  );
  return { slug, admin, classId: klass.id, joinToken: klass.join_token, teacherId: teacher.id, teacherEmail, teacherPassword, studentId: student.id, studentUsername, studentPassword };
}

export async function loginTeacher(app: FastifyInstance, school: TestSchool): Promise<TestSession> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: uniqueAddress(), payload: { email: school.teacherEmail, password: school.teacherPassword } });
  await ok(response, 'teacher login');
  return sessionFrom(response);
}

export async function loginSchoolStudent(app: FastifyInstance, school: TestSchool): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login-org',
    remoteAddress: uniqueAddress(),
    payload: { organization_slug: school.slug, username: school.studentUsername, password: school.studentPassword },
  });
  await ok(response, 'school student login');
  return sessionFrom(response);
}

/** Staff who want to play choose one of their students first (the "choose a student" overlay). */
export async function chooseSchoolStudent(app: FastifyInstance, headers: Record<string, string>, studentId: number): Promise<void> {
  await ok(await app.inject({ method: 'POST', url: `/api/auth/choose_student/${studentId}`, headers }), 'choose school student');
}
