import type { FastifyPluginAsync } from 'fastify';
import { deleteClassRoute } from './delete-class.ts';
import { deleteSchoolStudentRoute } from './delete-student.ts';
import { deleteStudentPictureTriesRoute } from './delete-student-picture-tries.ts';
import { deleteTeacherRoute } from './delete-teacher.ts';
import { getChapterCompletionRoute } from './get-chapter-completion.ts';
import { getCheckSlugExistsRoute } from './get-check-slug-exists.ts';
import { getClassByTokenRoute } from './get-class-by-token.ts';
import { getClassPictureLinkRoute } from './get-class-picture-link.ts';
import { getPictureClassRoute } from './get-picture-class.ts';
import { postClassPictureLinkRoute } from './post-class-picture-link.ts';
import { getClassProgressCsvRoute } from './get-class-progress-csv.ts';
import { getClassProgressRoute } from './get-class-progress.ts';
import { getClassStuckRoute } from './get-class-stuck.ts';
import { getClassTeacherRoute } from './get-class-teacher.ts';
import { getClassTeachersRoute } from './get-class-teachers.ts';
import { getClassRoute } from './get-class.ts';
import { getClassesRoute } from './get-classes.ts';
import { getCurrentOrganizationRoute } from './get-current.ts';
import { getInvitationRoute } from './get-invitation.ts';
import { getOrgCompletionRoute } from './get-org-completion.ts';
import { getSearchRoutes } from './get-search.ts';
import { getStudentProgressRoute } from './get-student-progress.ts';
import { getSchoolStudentRoute } from './get-student.ts';
import { getSchoolStudentsRoute } from './get-students.ts';
import { getTeacherRoute } from './get-teacher.ts';
import { getTeachersRoute } from './get-teachers.ts';
import { postAcceptInvitationRoute } from './post-accept-invitation.ts';
import { postBulkCreateStudentsRoute } from './post-bulk-create-students.ts';
import { postClassRoute } from './post-class.ts';
import { postInviteTeacherRoute } from './post-invite-teacher.ts';
import { postLoginOrgRoute } from './post-login-org.ts';
import { postLoginOrgPicturesRoute } from './post-login-org-pictures.ts';
import { postRegisterOrganizationRoute } from './post-register.ts';
import { postSignupClassTokenRoute } from './post-signup-class-token.ts';
import { postSchoolStudentRoute } from './post-student.ts';
import { postTeacherRoute } from './post-teacher.ts';
import { postTransferStudentsRoute } from './post-transfer-students.ts';
import { putClassJoinLinkRoute } from './class-join-link.ts';
import { postClassCardsRoute } from './post-class-cards.ts';
import { getSchoolBySlugRoute } from './get-school-by-slug.ts';
import { putClassTeachersRoute } from './put-class-teachers.ts';
import { putClassRoute } from './put-class.ts';
import { putCurrentOrganizationRoute } from './put-current.ts';
import { putSchoolStudentRoute } from './put-student.ts';
import { putTeacherRoute } from './put-teacher.ts';

/**
 * The school side (issue 13): /api/organization, the school logins under /api/auth, the
 * completion calls under /api/level and the staff searches under /api/user (spec/platform.md §7).
 */
export const organizationRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [
    getCurrentOrganizationRoute, putCurrentOrganizationRoute, postRegisterOrganizationRoute, getCheckSlugExistsRoute, getSchoolBySlugRoute,
    getTeachersRoute, getTeacherRoute, postTeacherRoute, putTeacherRoute, deleteTeacherRoute,
    postInviteTeacherRoute, getInvitationRoute, postAcceptInvitationRoute,
    getClassesRoute, postClassRoute, getClassRoute, putClassRoute, deleteClassRoute,
    getClassTeachersRoute, getClassTeacherRoute, putClassTeachersRoute, getClassByTokenRoute, putClassJoinLinkRoute, postClassCardsRoute,
    getClassPictureLinkRoute, postClassPictureLinkRoute, getPictureClassRoute,
    getSchoolStudentsRoute, postSchoolStudentRoute, getSchoolStudentRoute, putSchoolStudentRoute, deleteSchoolStudentRoute, deleteStudentPictureTriesRoute,
    postBulkCreateStudentsRoute, postTransferStudentsRoute,
    getClassProgressRoute, getClassProgressCsvRoute, getClassStuckRoute, getStudentProgressRoute,
    postLoginOrgRoute, postLoginOrgPicturesRoute, postSignupClassTokenRoute, getOrgCompletionRoute, getChapterCompletionRoute, getSearchRoutes,
  ]) {
    await app.register(route);
  }
};
