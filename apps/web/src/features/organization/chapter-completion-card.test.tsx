import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { ChapterCompletion } from './chapter-completion-card.tsx';

// Issue 41: the class page's chapter card of a class without students was an empty box.
it('says the class has no students yet instead of showing an empty card', () => {
  const client = new QueryClient();
  client.setQueryData(['organization', 'chapter-completion', 'python', 1, 5], { course_id: 'python', chapter_id: 1, students: [] });
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChapterCompletion classId={5} chapters={[1, 2]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(html.includes('data-testid="chapter-completion-empty"')).toBe(true);
  expect(html.includes('No students in this class yet.')).toBe(true);
});
