import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { COMING_SOON_ROUTES } from './coming-soon-routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { localeLoader, rootLoader } from './locale-loader.ts';
import { RouteErrorPage } from './route-error-page.tsx';

// Pages load on demand, so the first visit downloads the shell and the one page it opens.
const lazyHome = () =>
  import('../features/home/home-page.tsx').then((module) => ({ Component: module.HomePage }));
const lazyLegal = (document: 'tos' | 'privacy' | 'refund') => () =>
  import('../features/legal/legal-page.tsx').then((module) => ({
    Component: () => <module.LegalPage document={document} />,
  }));
// The play screen brings Phaser and CodeMirror with it, so they never weigh on other pages.
const lazyPlay = () =>
  import('../features/play/play-route.tsx').then((module) => ({ Component: module.default }));
// The level creator (issue 20) draws with the game's scenes, so it loads Phaser as play does.
const lazyCreator = () =>
  import('../features/creator/creator-route.tsx').then((module) => ({ Component: module.default }));
const lazyCommunity = () =>
  import('../features/creative-levels/community-route.tsx').then((module) => ({ Component: module.default }));
// Accounts (issue 8): the auth pages and the protected profile area.
const lazyPage =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  () =>
    load().then((module) => ({ Component: module[name] }));
const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage') },
  {
    path: 'signup',
    lazy: lazyPage(() => import('../features/auth/signup-page.tsx'), 'SignupPage'),
  },
  {
    path: 'forgot-password',
    lazy: lazyPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    lazy: lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: 'profile',
    lazy: lazyPage(() => import('../features/profile/profile-layout.tsx'), 'ProfileLayout'),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
      },
      {
        path: 'details',
        lazy: lazyPage(() => import('../features/profile/details-page.tsx'), 'DetailsPage'),
      },
      {
        path: 'billing',
        lazy: lazyPage(() => import('../features/purchase/billing-page.tsx'), 'BillingPage'),
      },
      {
        path: 'students',
        lazy: lazyPage(() => import('../features/profile/students-page.tsx'), 'StudentsPage'),
      },
      {
        path: 'students/add',
        lazy: lazyPage(() => import('../features/profile/student-form-page.tsx'), 'AddStudentPage'),
      },
      {
        path: 'students/:studentId',
        lazy: lazyPage(() => import('../features/profile/student-page.tsx'), 'StudentPage'),
      },
      {
        // The parent's page for one child: progress, code, quizzes, week, settings.
        path: 'student/:studentId',
        lazy: lazyPage(() => import('../features/profile/child-overview/child-page.tsx'), 'ChildPage'),
      },
      {
        path: 'students/:studentId/edit',
        lazy: lazyPage(
          () => import('../features/profile/student-form-page.tsx'),
          'EditStudentPage',
        ),
      },
    ],
  },
];
// Run by the people who run Codehop (issue 21): the staff area and choosing whom to view as.
const operatingRoutes: RouteObject[] = [
  { path: 'staff', lazy: lazyPage(() => import('../features/staff/staff-page.tsx'), 'StaffPage') },
  {
    path: 'impersonate',
    lazy: lazyPage(() => import('../features/staff/staff-page.tsx'), 'ImpersonatePage'),
  },
  {
    path: 'unsubscribed',
    lazy: lazyPage(
      () => import('../features/unsubscribed/unsubscribed-page.tsx'),
      'UnsubscribedPage',
    ),
  },
];
// The money side (issue 12): buying, the test checkout, schools' tiers.
const purchaseRoutes: RouteObject[] = [
  { path: 'purchase', lazy: lazyPage(() => import('../features/purchase/purchase-page.tsx'), 'PurchasePage') },
  { path: 'courses', lazy: lazyPage(() => import('../features/purchase/courses-page.tsx'), 'CoursesPage') },
  { path: 'schools', lazy: lazyPage(() => import('../features/purchase/schools-page.tsx'), 'SchoolsPage') },
  { path: 'checkout', lazy: lazyPage(() => import('../features/purchase/checkout-page.tsx'), 'CheckoutPage') },
];

// Quizzes, badges and certificates (issue 15).
const quizPage = (name: 'QuizStartPage' | 'QuizQuestionPage' | 'QuizResultPage') =>
  lazyPage(() => import('../features/quiz/quiz-pages.tsx'), name);
const learningRoutes: RouteObject[] = [
  {
    path: 'quiz/:courseId/:chapterId',
    children: [
      { index: true, lazy: quizPage('QuizStartPage') },
      { path: 'question/:questionId', lazy: quizPage('QuizQuestionPage') },
      { path: 'result', lazy: quizPage('QuizResultPage') },
      {
        path: 'student/:studentId',
        lazy: lazyPage(() => import('../features/quiz/quiz-review-page.tsx'), 'QuizReviewPage'),
      },
    ],
  },
  {
    path: 'badges',
    lazy: lazyPage(() => import('../features/recognition/whose-page.tsx'), 'WhoseBadgesPage'),
  },
  {
    path: 'certificates',
    lazy: lazyPage(() => import('../features/recognition/whose-page.tsx'), 'WhoseCertificatesPage'),
  },
  {
    path: 'badges/:studentId',
    lazy: lazyPage(() => import('../features/recognition/badges-page.tsx'), 'BadgesPage'),
  },
  {
    path: 'certificates/:studentId',
    lazy: lazyPage(() => import('../features/recognition/certificates-page.tsx'), 'CertificatesPage'),
  },
  {
    path: 'certificate/:certificateId',
    lazy: lazyPage(() => import('../features/recognition/certificate-page.tsx'), 'CertificatePage'),
  },
];

// The Teacher's Guide: public, its text loaded per page.
const guide = (name: 'GuideHomePage' | 'GuideCoursePage' | 'GuideChapterPage', file: string) =>
  lazyPage(() => import(`../features/guide/${file}.tsx`) as Promise<Record<typeof name, ComponentType>>, name);
const guideRoutes: RouteObject[] = [
  { path: 'guide', lazy: guide('GuideHomePage', 'guide-home-page') },
  { path: 'guide/:courseId', lazy: guide('GuideCoursePage', 'guide-course-page') },
  { path: 'guide/:courseId/:chapterId', lazy: guide('GuideChapterPage', 'guide-chapter-page') },
];

// Schools (issue 13): the organisation pages, the school login and the join pages.
const school = <Name extends string>(file: string, name: Name) =>
  lazyPage(() => import(`../features/organization/${file}.tsx`) as Promise<Record<Name, ComponentType>>, name);
const schoolRoutes: RouteObject[] = [
  { path: 'organization/register', lazy: school('register-page', 'RegisterOrganizationPage') },
  { path: 'organization/details', lazy: school('details-page', 'OrganizationDetailsPage') },
  { path: 'organization/teachers', lazy: school('details-page', 'OrganizationDetailsPage') },
  { path: 'organization/teachers/add', lazy: school('details-page', 'OrganizationDetailsPage') },
  { path: 'organization/teachers/:teacherId/edit', lazy: school('details-page', 'OrganizationDetailsPage') },
  { path: 'organization/join', lazy: school('login-org-page', 'JoinSchoolPage') },
  { path: 'organization/classes', lazy: school('classes-page', 'ClassesPage') },
  { path: 'organization/students', lazy: school('classes-page', 'SchoolStudentsPage') },
  { path: 'organization/classes/add', lazy: school('classes-page', 'AddClassPage') },
  { path: 'organization/students/add', lazy: school('classes-page', 'SchoolStudentsPage') },
  { path: 'organization/classes/:classId', lazy: school('class-page', 'ClassPage') },
  { path: 'organization/classes/:classId/edit', lazy: school('classes-page', 'EditClassPage') },
  { path: 'organization/classes/:classId/cards', lazy: school('cards-page', 'CardsPage') },
  { path: 'organization/students/:studentId', lazy: school('student-page', 'SchoolStudentPage') },
  { path: 'organization/students/:studentId/edit', lazy: school('student-page', 'EditSchoolStudentPage') },
  { path: 'organization/levels', lazy: school('school-levels-page', 'SchoolLevelsPage') },
  { path: 'login-org', lazy: school('login-org-page', 'LoginOrgPage') },
  { path: 'login-org/:organizationSlug', lazy: school('login-org-page', 'LoginOrgPage') },
  { path: 'login-org/:organizationSlug/class/:token', lazy: school('picture-class-page', 'PictureClassPage') },
  { path: 'class-signup', lazy: school('login-org-page', 'ClassSignupPage') },
];
const lazyComingSoon = () =>
  import('../components/coming-soon-page.tsx').then((module) => ({
    Component: module.ComingSoonPage,
  }));

const pages: RouteObject[] = [
  { index: true, lazy: lazyHome },
  { path: 'tos', lazy: lazyLegal('tos') },
  { path: 'privacy', lazy: lazyLegal('privacy') },
  { path: 'refund-policy', lazy: lazyLegal('refund') },
  ...accountRoutes,
  ...purchaseRoutes,
  ...operatingRoutes,
  { element: <PageFrame />, children: learningRoutes },
  // Coding challenges (issue 15): the list and one challenge with its editor.
  { path: 'challenges', lazy: lazyPage(() => import('../features/challenges/challenges-page.tsx'), 'ChallengesPage') },
  {
    path: 'challenge/:challengeSlug',
    lazy: lazyPage(() => import('../features/challenges/challenge-page.tsx'), 'ChallengePage'),
  },
  ...schoolRoutes,
  ...guideRoutes,
  { path: 'level-creator', lazy: lazyCreator },
  { path: 'level-creator/:courseId/:levelSlug', lazy: lazyCreator },
  { path: 'creative-levels', lazy: lazyCommunity },
  { path: 'creative-levels/creator/:userId', lazy: lazyCommunity },
  { path: 'creative-levels/creator/:userId/student/:studentId', lazy: lazyCommunity },
  { path: 'play', lazy: lazyPlay },
  { path: 'play/:courseId/:levelSlug', lazy: lazyPlay },
  { path: 'play/:courseId/:creatorUserId/:levelSlug', lazy: lazyPlay },
  ...COMING_SOON_ROUTES.map(([path, feature]) => ({
    path,
    handle: { comingSoon: feature },
    lazy: lazyComingSoon,
  })),
  { path: '*', element: <NotFoundPage /> },
];

/** The routes of spec/platform.md §2: everything under `/{lng}`. */
export const routes: RouteObject[] = [
  { path: '/', loader: rootLoader, hydrateFallbackElement: <LoadingScreen /> },
  {
    path: '/:lng',
    loader: localeLoader,
    element: <AppLayout />,
    // Only when the layout itself fails; page errors render inside the layout below.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{ errorElement: <RouteErrorPage />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
