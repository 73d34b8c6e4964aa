import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { NotificationProvider } from '../../components/notification-provider.tsx';
import { SignupPage } from './signup-page.tsx';

function render(url: string): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/:lng/signup" element={<SignupPage />} />
          </Routes>
        </MemoryRouter>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}

// Issue 41: the first week of a primary school's walks.
describe('sign-up page', () => {
  it('links "Register Your Institution" to the one registration page every other button opens', () => {
    const html = render('/en/signup');
    const link = /<a [^>]*data-testid="signup-register-school"[^>]*>/.exec(html)?.[0];
    expect(link).toContain('href="/en/organization/register"');
    expect(html.includes('Create a parent account')).toBe(true);
  });

  it('speaks of the school, not of a parent account, on the way to registering a school', () => {
    const html = render(`/en/signup?redirect=${encodeURIComponent('/organization/register')}`);
    expect(html.includes('Register your school')).toBe(true);
    expect(html.includes('Create a parent account')).toBe(false);
    expect(html.includes('signup-register-school')).toBe(false);
  });
});
