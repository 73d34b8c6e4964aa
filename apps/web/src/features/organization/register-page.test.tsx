import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@codehop/api';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/api/current-user.ts';
import { RegisterOrganizationPage } from './register-page.tsx';
import { schoolLoginAddress } from './school-login-address.ts';

afterEach(() => vi.unstubAllGlobals());

it('builds the login address of a school from its short name', () => {
  expect(schoolLoginAddress('https://codehop.example', (path) => `/en-gb/${path}`, 'green-hill')).toBe('https://codehop.example/en-gb/login-org/green-hill');
});

// Issue 41: "Web address of your school" read as the school's own website.
it('asks for the short name and shows the whole login address it makes', () => {
  vi.stubGlobal('window', { location: { origin: 'https://codehop.example' } });
  const client = new QueryClient();
  // A signed-in teacher of no school yet sees the form.
  client.setQueryData(CURRENT_USER_QUERY_KEY, { user_id: 1, organization_id: null } as unknown as CurrentUser);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/organization/register']}>
        <Routes>
          <Route path="/:lng/organization/register" element={<RegisterOrganizationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(html.includes('Web address')).toBe(false);
  expect(html.includes('Short name of your school')).toBe(true);
  expect(html.includes('placeholder="green-hill-school"')).toBe(true);
  expect(html.includes('Your students will log in at https://codehop.example/en/login-org/…')).toBe(true);
});
