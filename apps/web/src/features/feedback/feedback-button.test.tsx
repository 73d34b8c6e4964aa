import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { FeedbackButton } from './feedback-button.tsx';

// Issue 41: the printed login cards of a class carried the floating Feedback button.
it('the floating Feedback button never prints', () => {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/en/organization/classes/1/cards']}>
        <Routes>
          <Route path="/:lng/*" element={<FeedbackButton signedIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const buttonClass = /class="([^"]*)"[^>]*data-testid="feedback-button"/.exec(html)?.[1]?.split(' ').find((name) => name.startsWith('css-'));
  expect(buttonClass).toBeDefined();
  const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  expect(styles).toMatch(new RegExp(`@media print\\{\\.${buttonClass}\\{display:none;?\\}`));
});
