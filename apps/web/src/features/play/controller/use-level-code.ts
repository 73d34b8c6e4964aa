import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CREDIT_QUERY_KEY } from '../../../lib/api/credit.ts';
import { CREATIVE_QUERY_KEY, postCreativeRun } from '../../../lib/api/creative-levels.ts';
import { rememberVisitorLevel } from '../../../lib/visitor-level.ts';
import type { LevelData } from '../api/level-data.ts';
import { postLevelUpdate } from '../api/level-update.ts';
import { markCompletedLocally, savedCode, saveCode, type ProgressOwner } from '../model/local-progress.ts';
import { refusalOf, type Viewer } from '../model/run-access.ts';
import { RunBlockedError } from '../run/session-types.ts';

export interface LevelCodeInput {
  readonly courseId: string;
  readonly data: LevelData;
  /** The progress shelf in the browser: the signed-in learner's, or 'anonymous'. */
  readonly owner: ProgressOwner;
  readonly viewer: Viewer;
  readonly creative: boolean;
  /** Called after a completion was kept in the browser (the heading's strip reads it). */
  readonly onCompletedLocally: () => void;
}

/**
 * The child's code for one level and where it is kept: the editor's text (a ref, so typing
 * renders nothing), saved in the browser as it changes and when the page hides, and the server's
 * record of each attempt and completion (the course's, or a creative level's counters).
 */
export function useLevelCode({ courseId, data, owner, viewer, creative, onCompletedLocally }: LevelCodeInput) {
  const queryClient = useQueryClient();
  const { meta } = data;
  const slug = meta.slug;
  // The server's code first, then this player's shelf in the browser; a student who has just taken
  // over the browser's anonymous play finds that code while it is on its way to the server.
  const [initialCode] = useState(
    () =>
      meta.last_code_executed ||
      savedCode(owner, courseId, slug) ||
      (viewer.kind === 'student' ? savedCode('anonymous', courseId, slug) : undefined) ||
      meta.codeTemplate,
  );
  const codeRef = useRef(initialCode);

  // A visitor who signs up and chooses their new child carries on at this level, not at level 1.
  useEffect(() => {
    if (owner === 'anonymous' && !creative) rememberVisitorLevel(courseId, slug);
  }, [owner, creative, courseId, slug]);

  // Scene life: the code is kept for this level whenever the child leaves or the tab hides.
  useEffect(() => {
    const store = () => saveCode(owner, courseId, slug, codeRef.current);
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('pagehide', store);
      store();
    };
  }, [owner, courseId, slug]);

  const saveTimer = useRef<number | undefined>(undefined);
  const onCodeChange = useCallback(
    (code: string) => {
      codeRef.current = code;
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(() => saveCode(owner, courseId, slug, code), 400);
    },
    [owner, courseId, slug],
  );
  const keepCode = useCallback(() => saveCode(owner, courseId, slug, codeRef.current), [owner, courseId, slug]);

  // A creative level counts its plays and completions, and the creator's own completion opens
  // Make Public (issue 20): POST /api/level/creative/{id}/run, never the course progress.
  const creativeLevelId = typeof meta.creative_level_id === 'number' ? meta.creative_level_id : null;
  const recordAttempt = useCallback(
    async (code: string) => {
      if (creative) {
        if (creativeLevelId !== null) {
          postCreativeRun(creativeLevelId, 'in_progress', code).catch((error: unknown) => console.warn('Could not record the creative run', error));
        }
        return;
      }
      try {
        await postLevelUpdate(courseId, { last_status: 'in_progress', last_code_executed: code, level_slug: slug });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) throw new RunBlockedError(error instanceof Error ? error.message : 'Refused', refusal);
        throw error;
      } finally {
        // Credits are refreshed after every run (gameplay §4), refused ones included.
        void queryClient.invalidateQueries({ queryKey: [...CREDIT_QUERY_KEY, 'level'] });
      }
    },
    [courseId, slug, creative, creativeLevelId, queryClient],
  );

  const onCompleted = useCallback(
    (code: string) => {
      if (creative) {
        if (creativeLevelId !== null) {
          postCreativeRun(creativeLevelId, 'complete', code)
            .then(() => queryClient.invalidateQueries({ queryKey: CREATIVE_QUERY_KEY }))
            .catch((error: unknown) => console.warn('Could not record the completed creative level', error));
        }
        return;
      }
      markCompletedLocally(owner, courseId, slug);
      onCompletedLocally();
      postLevelUpdate(courseId, { last_status: 'complete', last_code_executed: code, level_slug: slug })
        .then(() => queryClient.invalidateQueries({ queryKey: ['course', courseId] }))
        .catch((error: unknown) => console.warn('Could not record the completed level', error));
    },
    [owner, courseId, slug, creative, creativeLevelId, queryClient, onCompletedLocally],
  );

  /** What the editor holds now (kept in a ref: typing renders nothing). */
  const currentCode = useCallback(() => codeRef.current, []);
  /** Code put in the editor from outside (Reset, Load, a tip's Apply). */
  const remember = useCallback((code: string) => {
    codeRef.current = code;
  }, []);

  return { initialCode, currentCode, remember, onCodeChange, keepCode, recordAttempt, onCompleted, creativeLevelId };
}
