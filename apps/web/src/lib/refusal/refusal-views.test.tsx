import TextField from '@mui/material/TextField';
import { ApiError } from '@codehop/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../i18n.ts';
import { RefusalNotice } from './refusal-notice.tsx';
import { RefusalPage } from './refusal-page.tsx';
import { useDescribeRefusal, useRefusal } from './use-refusal.ts';

function page(children: ReactNode): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/en/here']}>
        <Routes>
          <Route path="/:lng/*" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function apiError(status: number, body: unknown, path: string) {
  return new ApiError({ url: path, status, statusText: '', body, request: { method: 'POST', path } });
}

function LockedPage({ error }: { readonly error: unknown }) {
  const describe = useDescribeRefusal();
  return <RefusalPage refusal={describe(error)} />;
}

/** A form as the screens use the module: field errors under their fields, the rest above. */
function ClassForm({ error }: { readonly error: unknown }) {
  const refusal = useRefusal(error, ['name', 'teacher_ids']);
  return (
    <form>
      <RefusalNotice refusal={refusal.notice} />
      <TextField label="Class name" defaultValue={'x'.repeat(300)} error={refusal.fields.name !== undefined} helperText={refusal.fields.name} />
    </form>
  );
}

describe('the refusal page', () => {
  it('shows the class reason, in the app words, with a big button back to the levels', () => {
    const html = page(<LockedPage error={apiError(403, { detail: 'Locked.', code: 'class_locked' }, '/api/level/data/python/lists-level1')} />);
    expect(html).toContain('This level is not open yet');
    expect(html).toContain('Your class has not unlocked this chapter yet. Ask your teacher.');
    // No one signed in here (no session in this render): the way forward is the free levels.
    expect(html).toContain('Play the free levels');
    expect(html).toContain('href="/en/play/python/intro-level1"');
    expect(html).not.toContain('A bug got into this page');
  });

  it('shows what the paid course costs and a buy button to the price list', () => {
    const html = page(<LockedPage error={apiError(402, { detail: 'Paid.', code: 'payment_required' }, '/api/level/data/advanced-python/generators-level1')} />);
    expect(html).toContain('A paid course');
    expect(html).toContain('$59.00');
    expect(html).toContain('Buy Advanced Python');
    expect(html).toContain('href="/en/purchase"');
  });
});

describe('a form with field errors', () => {
  it('puts the server message under its field and nothing generic above', () => {
    const error = apiError(422, { detail: 'Validation Error', code: 'validation_error', errors: [{ field: 'name', location: 'body', message: 'At most 100 characters' }] }, '/api/organization/classes');
    const html = page(<ClassForm error={error} />);
    expect(html).toContain('At most 100 characters');
    expect(html).not.toContain('refusal-notice');
    expect(html).not.toContain('Validation Error');
    expect(html).toContain('x'.repeat(300));
  });

  it('shows a field it does not have, and a plan limit, in the notice', () => {
    const unplaced = apiError(422, { detail: 'Validation Error', code: 'validation_error', errors: [{ field: 'grade', location: 'body', message: 'Pick a grade' }] }, '/api/organization/classes');
    expect(page(<ClassForm error={unplaced} />)).toContain('That did not work: grade: Pick a grade');
    expect(page(<RefusalNotice error={unplaced} />)).toContain('That did not work: grade: Pick a grade');
    const limit = apiError(403, { detail: "Your school's plan allows 200 students.", code: 'school_student_limit' }, '/api/organization/bulk-create-students');
    const html = page(<ClassForm error={limit} />);
    expect(html).toContain('Your school&#x27;s plan allows 200 students. Upgrade to the large plan to add more.');
    expect(html).toContain('See the plans');
  });
});
