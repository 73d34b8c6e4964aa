import { PageTitle } from '../../components/page-title.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { CourseHolders } from './course-holders.tsx';
import { RefusalActions } from './refusal-actions.tsx';
import type { Refusal } from './refusal.ts';

/**
 * A route whose data the server refused (a locked chapter, a paid course, a page for someone
 * else): the reason in the person's words and a big button forward, inside the app's frame.
 * The crash page (app/route-error-page.tsx) stays for real bugs.
 */
export function RefusalPage({ refusal }: { readonly refusal: Refusal }) {
  const actions = refusal.actions.length > 0 ? refusal.actions : [{ kind: 'home' } as const];
  return (
    <>
      <PageTitle page={refusal.heading} />
      <div data-testid="refusal-page" data-refusal-code={refusal.code ?? refusal.kind} style={{ display: 'contents' }}>
        <StatusPage
          mood={refusal.kind === 'reason' ? 'build' : 'lost'}
          heading={refusal.heading}
          body={refusal.message}
          actions={<RefusalActions actions={actions} size="large" onReload={() => window.location.reload()} onRetry={() => window.location.reload()} />}
        >
          {refusal.courseId ? <CourseHolders courseId={refusal.courseId} /> : null}
        </StatusPage>
      </div>
    </>
  );
}
