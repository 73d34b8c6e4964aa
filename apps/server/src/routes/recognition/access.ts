import type { FastifyInstance } from 'fastify';
import { levelProgress } from '../../db/schema.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import type { RoleContext, RouteAccessRow } from '../../test/route-access.ts';
import { EVERYONE } from '../../test/route-access.ts';
import { awardRecognition } from '../../services/recognition.ts';

const FAMILY = ['parent', 'parent_student', 'student_of_parent', 'platform_staff'] as const;
/** A family, or a school student (an account of their own) about themselves. */
const LEARNERS = [...FAMILY, 'school_student'] as const;

/** Records intro-level1..4 as complete for a student, as if they had played them. */
async function finishFirstSteps(app: FastifyInstance, studentId: number): Promise<void> {
  await app.database.db
    .insert(levelProgress)
    .values([1, 2, 3, 4].map((n) => ({ studentId, courseId: 'python', levelSlug: `intro-level${n}`, status: 'complete', completedAt: new Date() })))
    .onConflictDoUpdate({
      target: [levelProgress.studentId, levelProgress.courseId, levelProgress.levelSlug],
      set: { status: 'complete', completedAt: new Date() },
    });
}

/** A certificate that exists, issued to a fresh family's child. */
async function someCertificate(app: FastifyInstance): Promise<string> {
  const parent = await signUpParent(app);
  const studentId = await addAndChooseStudent(app, parent, `walk_cert_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`);
  await finishFirstSteps(app, studentId);
  const awarded = await awardRecognition(app.database.db, new Date(), studentId);
  const id = awarded.certificates[0];
  if (!id) throw new Error('no certificate issued');
  return id;
}

const ownStudent = (path: (id: string) => string) => (context: RoleContext) => ({ url: path(context.ids.student_id ?? '0') });

export const routeAccess: RouteAccessRow[] = [
  { method: 'GET', url: '/api/badges/:student_id', allowed: LEARNERS, ownThingsOnly: true, request: ownStudent((id) => `/api/badges/${id}`) },
  { method: 'GET', url: '/api/badges/:student_id/new', allowed: LEARNERS, ownThingsOnly: true, request: ownStudent((id) => `/api/badges/${id}/new`) },
  {
    method: 'POST',
    url: '/api/badges/:student_id/seen',
    allowed: LEARNERS,
    ownThingsOnly: true,
    request: (context) => ({ url: `/api/badges/${context.ids.student_id}/seen`, payload: { ids: ['first-level'] } }),
  },
  { method: 'GET', url: '/api/certificates/:student_id', allowed: LEARNERS, ownThingsOnly: true, request: ownStudent((id) => `/api/certificates/${id}`) },
  {
    method: 'GET',
    url: '/api/level/get_certificate/:slug',
    allowed: [...LEARNERS, 'school_admin', 'teacher'],
    // School staff play as a chosen student of their school, as the overlay asks them to.
    ownThingsOnly: true,
    note: 'Issued to a student who finished intro-level1..4; another family\'s student is 404, a visitor 401.',
    request: async (context, app) => {
      const studentId = Number(context.ids.student_id);
      if (context.role !== 'anonymous') await finishFirstSteps(app, studentId);
      return { url: `/api/level/get_certificate/intro-level4?student_id=${studentId}` };
    },
  },
  {
    method: 'GET',
    url: '/api/certificate/:certificate_id',
    allowed: EVERYONE,
    note: 'The public page: anyone holding the number.',
    request: async (_context, app) => ({ url: `/api/certificate/${await someCertificate(app)}` }),
  },
  {
    method: 'GET',
    url: '/api/certificate/:certificate_id/pdf',
    allowed: EVERYONE,
    request: async (_context, app) => ({ url: `/api/certificate/${await someCertificate(app)}/pdf` }),
  },
];
