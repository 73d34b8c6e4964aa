import type { FastifyInstance } from 'fastify';
import { buildSchool } from '../../test/school-world.ts';
import { freshSlug } from '../../test/school-world.ts';
import { EVERYONE, type Role, type RoleContext, type RouteAccessRow } from '../../test/route-access.ts';

/**
 * The school calls (issue 13). Teachers and admins of a school; admins alone for the school's own
 * settings and staff; nobody for another school's things (`ownThingsOnly`: 404). Who sees what
 * inside one school (teacher of another class, admin of another school) is walked in
 * organization-access.test.ts.
 */
const STAFF: readonly Role[] = ['teacher', 'school_admin'];
const ADMIN: readonly Role[] = ['school_admin'];
/** Accounts without a school that are not students may register one. */
const MAY_REGISTER: readonly Role[] = ['parent', 'student_of_parent', 'platform_staff'];

let made = 0;
const fresh = () => {
  made += 1;
  return `${made}${Date.now().toString(36)}`;
};

async function schoolOf(_context: RoleContext, app: FastifyInstance) {
  return buildSchool(app, fresh());
}

export const routeAccess: RouteAccessRow[] = [
  { method: 'GET', url: '/api/organization/current', allowed: STAFF },
  {
    method: 'PUT',
    url: '/api/organization/current',
    allowed: ADMIN,
    request: () => ({ payload: { name: 'Renamed School', slug: freshSlug() } }),
  },
  {
    method: 'POST',
    url: '/api/organization/register',
    allowed: MAY_REGISTER,
    destructive: true,
    note: 'The caller becomes the admin of the new school; a school member or a student cannot.',
    request: () => ({ payload: { name: 'Walk School', slug: freshSlug() } }),
  },
  {
    method: 'GET',
    url: '/api/organization/check-slug-exists',
    allowed: EVERYONE,
    request: () => ({ url: '/api/organization/check-slug-exists?slug=some-school' }),
  },
  {
    method: 'GET',
    url: '/api/organization/by-slug',
    allowed: EVERYONE,
    note: "The school's name at its login address: printed on every card already.",
    request: async (context, app) => ({ url: `/api/organization/by-slug?slug=${(await schoolOf(context, app)).slug}` }),
  },
  { method: 'GET', url: '/api/organization/teachers', allowed: STAFF },
  { method: 'GET', url: '/api/organization/teachers/:teacher_id', allowed: ADMIN, ownThingsOnly: true },
  {
    method: 'POST',
    url: '/api/organization/teacher',
    allowed: ADMIN,
    request: () => ({ payload: { email: `walk-teacher-${fresh()}@example.com`, full_name: 'Walk Teacher', password: 'correct horse battery' } }),
  },
  {
    method: 'PUT',
    url: '/api/organization/teacher/:teacher_id',
    allowed: ADMIN,
    ownThingsOnly: true,
    request: () => ({ payload: { full_name: 'Walk Renamed' } }),
  },
  { method: 'DELETE', url: '/api/organization/teacher/:teacher_id', allowed: ADMIN, ownThingsOnly: true, destructive: true },
  {
    method: 'POST',
    url: '/api/organization/invite-teacher',
    allowed: ADMIN,
    request: () => ({ url: `/api/organization/invite-teacher?email=walk-invite-${fresh()}@example.com` }),
  },
  {
    method: 'GET',
    url: '/api/organization/invitation',
    allowed: [],
    denied: [404],
    request: () => ({ url: '/api/organization/invitation?token=forged' }),
  },
  {
    method: 'POST',
    url: '/api/organization/accept-invitation',
    allowed: [],
    denied: [404],
    request: () => ({ payload: { token: 'forged', full_name: 'Nobody', password: 'correct horse battery' } }),
  },
  { method: 'GET', url: '/api/organization/classes', allowed: STAFF },
  {
    method: 'POST',
    url: '/api/organization/classes',
    allowed: STAFF,
    request: () => ({ payload: { name: 'Walk Class', unlocked_chapters: ['python:1'], no_skip: true, quiz: false } }),
  },
  { method: 'GET', url: '/api/organization/classes/:class_id', allowed: STAFF, ownThingsOnly: true },
  {
    method: 'PUT',
    url: '/api/organization/classes/:class_id',
    allowed: STAFF,
    ownThingsOnly: true,
    request: () => ({ payload: { name: 'Walk Class 2', unlocked_chapters: ['python:1', 'python:2'], no_skip: true, quiz: false } }),
  },
  {
    method: 'DELETE',
    url: '/api/organization/classes/:class_id',
    allowed: ADMIN,
    ownThingsOnly: true,
    destructive: true,
    note: 'Teachers of the class get 403: deleting classes is for admins.',
  },
  {
    method: 'PUT',
    url: '/api/organization/classes/:class_id/join-link',
    allowed: STAFF,
    ownThingsOnly: true,
    request: () => ({ payload: { enabled: true } }),
  },
  {
    method: 'POST',
    url: '/api/organization/classes/:class_id/cards',
    allowed: STAFF,
    ownThingsOnly: true,
    destructive: true,
    note: 'New passwords: the old ones of the chosen students stop working.',
    request: (context) => ({ payload: { student_ids: [Number(context.ids.student_id)] } }),
  },
  { method: 'GET', url: '/api/organization/class-teachers/:class_id', allowed: STAFF, ownThingsOnly: true },
  { method: 'GET', url: '/api/organization/class-teachers/:class_id/:user_id', allowed: STAFF, ownThingsOnly: true },
  {
    method: 'PUT',
    url: '/api/organization/class-teachers',
    allowed: ADMIN,
    ownThingsOnly: true,
    request: (context) => ({ payload: { class_id: Number(context.ids.class_id), teacher_ids: [Number(context.ids.teacher_id)] } }),
  },
  {
    method: 'GET',
    url: '/api/organization/class-by-token',
    allowed: EVERYONE,
    note: 'The join code is the secret: whoever holds it may see the class name (class-signup page).',
    request: async (context, app) => ({ url: `/api/organization/class-by-token?token=${(await schoolOf(context, app)).joinToken}` }),
  },
  { method: 'GET', url: '/api/organization/students', allowed: STAFF },
  {
    method: 'POST',
    url: '/api/organization/students',
    allowed: STAFF,
    ownThingsOnly: true,
    request: (context) => ({ payload: { username: `Walk${fresh()}`, password: 'apple-pie-12', class_id: Number(context.ids.class_id) } }),
  },
  { method: 'GET', url: '/api/organization/students/:student_id', allowed: STAFF, ownThingsOnly: true },
  {
    method: 'PUT',
    url: '/api/organization/students/:student_id',
    allowed: STAFF,
    ownThingsOnly: true,
    request: () => ({ payload: { username: `Walked${fresh()}`, character: 'Knight', assistant_enabled: false } }),
  },
  { method: 'DELETE', url: '/api/organization/students/:student_id', allowed: STAFF, ownThingsOnly: true, destructive: true },
  { method: 'DELETE', url: '/api/organization/students/:student_id/picture-tries', allowed: STAFF, ownThingsOnly: true },
  {
    method: 'POST',
    url: '/api/organization/bulk-create-students',
    allowed: STAFF,
    ownThingsOnly: true,
    request: (context) => ({ payload: { class_id: Number(context.ids.class_id), count: 2 } }),
  },
  {
    method: 'POST',
    url: '/api/organization/transfer-students',
    allowed: STAFF,
    ownThingsOnly: true,
    request: (context) => ({ payload: { student_ids: [Number(context.ids.student_id)], class_id: Number(context.ids.class_id) } }),
  },
  { method: 'GET', url: '/api/organization/classes/:class_id/progress', allowed: STAFF, ownThingsOnly: true },
  { method: 'GET', url: '/api/organization/classes/:class_id/progress.csv', allowed: STAFF, ownThingsOnly: true },
  { method: 'GET', url: '/api/organization/classes/:class_id/stuck', allowed: STAFF, ownThingsOnly: true },
  { method: 'GET', url: '/api/organization/students/:student_id/progress', allowed: STAFF, ownThingsOnly: true },
  {
    method: 'POST',
    url: '/api/auth/login-org',
    allowed: EVERYONE,
    destructive: true,
    note: 'Anyone may sign in as a school student whose password they know.',
    request: async (context, app) => {
      const school = await schoolOf(context, app);
      return { payload: { organization_slug: school.slug, username: school.studentUsername, password: school.studentPassword } };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/login-org/pictures',
    allowed: EVERYONE,
    destructive: true,
    note: 'Anyone may sign in as a student of a picture class whose pictures they know.',
    request: async (context, app) => {
      const school = await schoolOf(context, app);
      const headers = school.admin.bearerHeaders;
      await app.inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}`, headers, payload: { name: 'Class 5B', picture_passwords: true } });
      const cards = await app.inject({ method: 'POST', url: `/api/organization/classes/${school.classId}/cards`, headers, payload: { student_ids: [school.studentId] } });
      const pictures = (cards.json() as { students: { pictures?: string[] }[] }).students[0]?.pictures;
      return { payload: { organization_slug: school.slug, username: school.studentUsername, pictures } };
    },
  },
  { method: 'GET', url: '/api/organization/classes/:class_id/picture-link', allowed: STAFF, ownThingsOnly: true },
  { method: 'POST', url: '/api/organization/classes/:class_id/picture-link', allowed: STAFF, ownThingsOnly: true },
  {
    method: 'GET',
    url: '/api/organization/picture-class/:token',
    allowed: EVERYONE,
    note: "Whoever holds a class's picture login address sees its names (no secret: they are on the cards), never its pictures.",
    request: async (context, app) => {
      const school = await schoolOf(context, app);
      const headers = school.admin.bearerHeaders;
      await app.inject({ method: 'PUT', url: `/api/organization/classes/${school.classId}`, headers, payload: { name: 'Class 5B', picture_passwords: true } });
      const link = await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}/picture-link`, headers });
      return { url: `/api/organization/picture-class/${(link.json() as { token: string }).token}` };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/signup/class-token',
    allowed: EVERYONE,
    destructive: true,
    note: 'Whoever holds a class code may join the class (the sign-up signs them in).',
    request: async (context, app) => {
      const school = await schoolOf(context, app);
      return { payload: { token: school.joinToken, username: `Joiner${fresh()}`, password: 'apple-pie-12' } };
    },
  },
  { method: 'GET', url: '/api/level/course/:course/org-completion', allowed: STAFF },
  {
    method: 'GET',
    url: '/api/level/course/:course/chapter-completion',
    allowed: STAFF,
    request: () => ({ url: '/api/level/course/python/chapter-completion?chapter_id=1' }),
  },
  ...(['organizations', 'emails', 'student_usernames'] as const).map((what) => ({
    method: 'GET' as const,
    url: `/api/user/search/${what}`,
    allowed: ['platform_staff'] as const,
    request: () => ({ url: `/api/user/search/${what}?query=walk` }),
  })),
];
