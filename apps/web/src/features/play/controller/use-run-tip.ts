import { useCallback, useState } from 'react';
import type { CharacterId } from '@codehop/content';
import { NOUN_OF_CHARACTER } from '../../../components/tip-card/characters-en.ts';
import type { TipCardContent } from '../../../components/tip-card/tip-card.tsx';
import { refusedTipContent } from '../../../components/tip-card/tip-refusal.ts';
import { useCoachText } from '../../../components/tip-card/use-coach-text.ts';
import { assistantRefusal, tipsActive, type AssistantInput } from '../model/assistant.ts';
import { runTip } from '../model/run-tip.ts';
import { askedTipShown, levelTipWanted, type TipAsked } from '../model/tip-ask.ts';
import { useLevelTip } from '../model/use-level-tip.ts';
import type { SessionSnapshot } from '../run/session-types.ts';
import type { PlayState } from './play-state.ts';

export interface RunTipInput {
  readonly snap: SessionSnapshot;
  readonly state: PlayState;
  readonly assistant: AssistantInput;
  readonly narrow: boolean;
  readonly tipCredits: Parameters<typeof assistantRefusal>[1];
  readonly courseId: string;
  readonly slug: string;
  readonly codeTemplate: string;
  /** The child's character, whom the words name. */
  readonly character: CharacterId;
}

/**
 * The tip card after a run (gameplay §4): the free words at once (the error's own hint, or the
 * default tip), and the assistant's tip, which spends a credit, only when the child presses "Get a
 * tip" (once a run); none once dismissed. `line` is where the editor marks it.
 */
export function useRunTip({ snap, state, assistant, narrow, tipCredits, courseId, slug, codeTemplate, character }: RunTipInput): {
  readonly content: TipCardContent | null;
  readonly line: number | null;
  /** Asks the assistant for this run's tip; null when there is nothing to ask (no card, or asked already). */
  readonly ask: (() => void) | null;
} {
  const coachT = useCoachText(NOUN_OF_CHARACTER[character]);
  // The press and what the counter said then (askedTipShown): the refresh after the tip must not undo it.
  const [press, setPress] = useState<TipAsked | null>(null);
  const free = runTip({
    outcome: snap.outcome,
    code: state.ranCode,
    codeTemplate,
    active: tipsActive({ ...assistant, stored: state.assistantOn, narrow }),
  });
  const asked = press !== null && press.run === snap.runsFinished ? press : null;
  const busy = snap.running || snap.initiated;
  // Out of credits (known from the counter): asking shows why, without a request.
  const refusal = assistantRefusal(assistant.viewer, tipCredits);
  const answer = useLevelTip({
    enabled: levelTipWanted({ free: free !== null, asked: asked !== null, refused: asked !== null && asked.refusal !== null, creative: assistant.creative, busy }),
    run: snap.runsFinished,
    courseId,
    slug,
    code: state.ranCode,
    errorMessage: snap.outcome?.kind === 'failed' ? snap.outcome.message : null,
  });
  const ask = useCallback(() => setPress({ run: snap.runsFinished, refusal }), [snap.runsFinished, refusal]);
  const dismissed = state.dismissedTip === snap.runsFinished;
  if (free === null || dismissed) return { content: null, line: null, ask: null };
  const line = busy ? null : free.line;
  const freeText = coachT(free.words.key, free.words.params);
  if (asked === null) return { content: { kind: 'tip', text: freeText, line: free.line }, line, ask };
  const serverTip = askedTipShown(asked, answer);
  if (serverTip.kind === 'pending') return { content: { kind: 'tip', text: freeText, line: free.line, pending: true }, line, ask: null };
  if (serverTip.kind === 'refused') return { content: refusedTipContent(serverTip.refusal, coachT), line, ask: null };
  if (serverTip.kind === 'failed') return { content: { kind: 'tip', text: coachT('card.failed'), line: null }, line, ask: null };
  const { tip } = serverTip;
  const code = tip.resulted_code !== null ? { toAdd: tip.code_to_add ?? tip.resulted_code, resulted: tip.resulted_code } : null;
  // A language model's words come as text; the coach's as a key said in the child's language.
  const text = tip.text_key ? coachT(tip.text_key, tip.text_params) : tip.text;
  return { content: { kind: 'tip', text, line: tip.line_number, code }, line: busy ? null : tip.line_number, ask: null };
}
