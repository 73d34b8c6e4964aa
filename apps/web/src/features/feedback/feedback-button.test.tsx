import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { FeedbackButton } from './feedback-button.tsx';

/** The button as a class's printed cards page renders it, with its class name and the styles emitted for it. */
function rendered(): { readonly html: string; readonly styles: string; readonly buttonClass: string | undefined } {
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
  const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  return { html, styles, buttonClass };
}

// Issue 41: the printed login cards of a class carried the floating Feedback button.
it('the floating Feedback button never prints', () => {
  const { styles, buttonClass } = rendered();
  expect(buttonClass).toBeDefined();
  expect(styles).toMatch(new RegExp(`@media print\\{\\.${buttonClass}\\{display:none;?\\}`));
});

// Issue 41: on a phone turned on its side the button covered half of the page.
it('the floating Feedback button steps aside on a short screen', () => {
  const { styles, buttonClass } = rendered();
  expect(styles).toMatch(new RegExp(`@media \\(max-height: ?500px\\)\\{\\.${buttonClass ?? 'missing'}\\{display:none;?\\}`));
});
