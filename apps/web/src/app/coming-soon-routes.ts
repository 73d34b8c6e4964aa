import type { ComingSoonFeature } from '../components/coming-soon-page.tsx';

/**
 * Every screen of spec/platform.md §2 that a later issue builds, with the feature whose name the
 * placeholder shows. Paths are relative to `/{lng}/`. The organisation and profile screens share
 * names (details, students), so they sit under `organization/` and `profile/`.
 */
export const COMING_SOON_ROUTES: ReadonlyArray<
  readonly [path: string, feature: ComingSoonFeature]
> = [
  ['checkout', 'checkout'],
  ['purchase', 'purchase'],
  ['courses', 'courses'],
  ['schools', 'schools'],
  ['login-org', 'loginOrg'],
  ['login-org/:organizationSlug', 'loginOrg'],
  ['class-signup', 'classSignup'],
  ['badges/:studentId', 'badges'],
  ['certificates/:studentId', 'certificates'],
  ['certificate/:certificateId', 'certificate'],
  ['challenges', 'challenges'],
  ['challenge/:challengeSlug', 'challenge'],
  ['organization/details', 'organization'],
  ['organization/teachers', 'organization'],
  ['organization/teachers/add', 'organization'],
  ['organization/teachers/:teacherId/edit', 'organization'],
  ['organization/classes', 'organization'],
  ['organization/classes/add', 'organization'],
  ['organization/classes/:classId', 'organization'],
  ['organization/classes/:classId/edit', 'organization'],
  ['organization/students', 'organization'],
  ['organization/students/add', 'organization'],
  ['organization/students/:studentId', 'organization'],
  ['organization/students/:studentId/edit', 'organization'],
  ['profile/student/:studentId', 'profile'],
  ['quiz/:courseId/:chapterId', 'quiz'],
  ['quiz/:courseId/:chapterId/question/:questionId', 'quiz'],
  ['quiz/:courseId/:chapterId/student/:studentId', 'quiz'],
  ['guide', 'guide'],
  ['guide/*', 'guide'],
];
