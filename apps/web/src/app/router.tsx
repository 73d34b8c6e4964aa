import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
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
        lazy: lazyPage(() => import('../features/profile/billing-page.tsx'), 'BillingPage'),
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
  ...operatingRoutes,
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
