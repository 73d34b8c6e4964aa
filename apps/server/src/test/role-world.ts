import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Role, RoleContext } from './route-access.ts';
import { addAndChooseStudent, signUpParent } from './session-helpers.ts';
import { buildSchool, chooseSchoolStudent, loginTeacher, loginSchoolStudent } from './school-world.ts';

/** Ids every role shares: the public course and level the walk uses. */
const COMMON_IDS = {
  course: 'python',
  course_id: 'python',
  slug: 'intro-level1',
  execution_type: 'level',
  // The school calls' ids; roles without a school have none of their own (999999 exists nowhere).
  class_id: '999999',
  teacher_id: '999999',
  user_id: '999999',
};

type RoleBuilder = (app: FastifyInstance, tag: string) => Promise<RoleContext>;

let worlds = 0;

/**
 * How each role comes to exist, through the same calls a user makes. A role whose area has not
 * landed yet has no builder: the walk says so and skips it. Areas add their roles and ids here.
 */
const ROLE_BUILDERS: Partial<Record<Role, RoleBuilder>> = {
  anonymous: async () => ({
    role: 'anonymous',
    headers: {},
    ids: { ...COMMON_IDS, student_id: '999999' },
  }),

  /** A parent with a student profile but none chosen in this session. */
  parent: async (app, tag) => {
    const parent = await signUpParent(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers: parent.bearerHeaders,
      payload: { username: `walk_p_${tag}` },
    });
    if (created.statusCode !== 201) throw new Error(`parent world: ${created.body}`);
    const studentId = String((created.json() as { id: number }).id);
    return {
      role: 'parent',
      headers: parent.bearerHeaders,
      ids: { ...COMMON_IDS, student_id: studentId },
    };
  },

  /** A parent's child: the parent's session with that student chosen, as the play screen uses it. */
  student_of_parent: async (app, tag) => {
    const parent = await signUpParent(app);
    const studentId = await addAndChooseStudent(app, parent, `walk_s_${tag}`);
    return {
      role: 'student_of_parent',
      headers: parent.bearerHeaders,
      ids: { ...COMMON_IDS, student_id: String(studentId) },
    };
  },

  /** A parent who learns too (is_student), playing as their own student profile. */
  parent_student: async (app, tag) => {
    const parent = await signUpParent(app);
    const studentId = await addAndChooseStudent(app, parent, `walk_ps_${tag}`);
    await app.database.db
      .update(users)
      .set({ isStudent: true })
      .where(eq(users.id, parent.answer.user.user_id));
    return {
      role: 'parent_student',
      headers: parent.bearerHeaders,
      ids: { ...COMMON_IDS, student_id: String(studentId) },
    };
  },

  /**
   * One of the people who run Codehop: an ordinary family account (signed up, with a student of
   * its own) made staff from the command line.
   */
  platform_staff: async (app, tag) => {
    const member = await signUpParent(app);
    const studentId = await addAndChooseStudent(app, member, `walk_st_${tag}`);
    await app.database.db
      .update(users)
      .set({ isPlatformStaff: true })
      .where(eq(users.id, member.answer.user.user_id));
    return {
      role: 'platform_staff',
      headers: member.bearerHeaders,
      ids: { ...COMMON_IDS, student_id: String(studentId) },
    };
  },
};

/** Role worlds of the school roles: ids of their own class, student and colleague. */
Object.assign(ROLE_BUILDERS, {
  /** An admin who registered a school with a class, a teacher and a student. */
  school_admin: async (app: FastifyInstance, tag: string): Promise<RoleContext> => {
    const school = await buildSchool(app, tag);
    await chooseSchoolStudent(app, school.admin.bearerHeaders, school.studentId);
    return {
      role: 'school_admin',
      headers: school.admin.bearerHeaders,
      ids: { ...COMMON_IDS, class_id: String(school.classId), student_id: String(school.studentId), teacher_id: String(school.teacherId), user_id: String(school.teacherId), org_slug: school.slug },
    };
  },
  /** A teacher of one class (made by the admin), with a student in it. */
  teacher: async (app: FastifyInstance, tag: string): Promise<RoleContext> => {
    const school = await buildSchool(app, tag);
    const teacher = await loginTeacher(app, school);
    await chooseSchoolStudent(app, teacher.bearerHeaders, school.studentId);
    return {
      role: 'teacher',
      headers: teacher.bearerHeaders,
      ids: { ...COMMON_IDS, class_id: String(school.classId), student_id: String(school.studentId), teacher_id: String(school.teacherId), user_id: String(school.teacherId), org_slug: school.slug },
    };
  },
  /** A school student signed in at the school's login page (their own student chosen). */
  school_student: async (app: FastifyInstance, tag: string): Promise<RoleContext> => {
    const school = await buildSchool(app, tag);
    const student = await loginSchoolStudent(app, school);
    return {
      role: 'school_student',
      headers: student.bearerHeaders,
      ids: { ...COMMON_IDS, class_id: String(school.classId), student_id: String(school.studentId), org_slug: school.slug },
    };
  },
} satisfies Partial<Record<Role, RoleBuilder>>);

/** The roles that can be built today. */
export function buildableRoles(): Role[] {
  return Object.keys(ROLE_BUILDERS) as Role[];
}

/** A fresh world for one role: its own account, students and things. */
export async function buildRoleWorld(
  app: FastifyInstance,
  role: Role,
): Promise<RoleContext | undefined> {
  worlds += 1;
  return ROLE_BUILDERS[role]?.(app, `${worlds}_${Date.now().toString(36)}`);
}
