import { describe, it, expect } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router.tsx';

function leaf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1];
}

// The play screen's routes belong to the play feature and are tested there.
describe('routes', () => {
  it.each([
    ['/en/', undefined],
    ['/en/tos', undefined],
    ['/en/privacy', undefined],
    ['/en/refund-policy', undefined],
    ['/en/level-creator', undefined],
    ['/en/level-creator/python/my-level', undefined],
    ['/fr/login', undefined],
    ['/fr/login-org/green-school', undefined],
    ['/en/signup', undefined],
    ['/en/class-signup', undefined],
    ['/en/forgot-password', undefined],
    ['/en/reset-password', undefined],
    ['/en/impersonate', undefined],
    ['/en/staff', undefined],
    ['/en/unsubscribed', undefined],
    ['/en/checkout', undefined],
    ['/en/purchase', undefined],
    ['/en/courses', undefined],
    ['/en/schools', undefined],
    ['/en/challenges', undefined],
    ['/en/challenge/fizzbuzz', undefined],
    ['/en/organization/classes/3/edit', undefined],
    ['/en/organization/register', undefined],
    ['/en/organization/classes/3/cards', undefined],
    ['/en/organization/teachers/add', undefined],
    ['/en/profile', undefined],
    ['/en/profile/details', undefined],
    ['/en/profile/students', undefined],
    ['/en/profile/students/add', undefined],
    ['/en/profile/students/4', undefined],
    ['/en/profile/students/4/edit', undefined],
    ['/en/profile/billing', undefined],
    ['/en/profile/student/9', undefined],
    ['/en/quiz/python/1/question/1', undefined],
    ['/en/quiz/python/1/student/9', undefined],
    ['/en/quiz/python/1/result', undefined],
    ['/en/badges/9', undefined],
    ['/en/badges', undefined],
    ['/en/certificates', undefined],
    ['/en/certificates/9', undefined],
    ['/en/certificate/abc123', undefined],
    ['/en/guide', undefined],
    ['/en/guide/python', undefined],
    ['/en/guide/python/3', undefined],
    ['/en/creative-levels', undefined],
    ['/en/creative-levels/creator/4/student/9', undefined],
  ])('%s has its own page', (pathname, comingSoon) => {
    const match = leaf(pathname);
    expect(match?.route.path).not.toBe('*');
    const handle = match?.route.handle as { comingSoon?: string } | undefined;
    expect(handle?.comingSoon).toBe(comingSoon);
  });

  it.each(['/en/nothing-here', '/en/play/python/a/b/c', '/de/profile/unknown/deep'])(
    '%s is not found',
    (pathname) => {
      expect(leaf(pathname)?.route.path).toBe('*');
    },
  );

  it('sends the bare root to its redirecting loader', () => {
    expect(leaf('/')?.route.path).toBe('/');
  });
});
