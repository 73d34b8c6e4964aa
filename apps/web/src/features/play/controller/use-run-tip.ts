import type { TipCardContent } from '../../../components/tip-card/tip-card.tsx';
import { refusedTipContent } from '../../../components/tip-card/tip-refusal.ts';
import { useCoachText } from '../../../components/tip-card/use-coach-text.ts';
import { assistantRefusal, tipsActive, type AssistantInput } from '../model/assistant.ts';
import { runTip } from '../model/run-tip.ts';
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
}

/**
 * The assistant's tip after a run (gameplay §4): the offline words at once, the server's coach (or
 * language model) when it answers; none once dismissed. `line` is where the editor marks it.
 */
export function useRunTip({ snap, state, assistant, narrow, tipCredits, courseId, slug, codeTemplate }: RunTipInput): {
  readonly content: TipCardContent | null;
  readonly line: number | null;
} {
  const coachT = useCoachText();
  const tip = runTip({
    outcome: snap.outcome,
    code: state.ranCode,
    codeTemplate,
    active: tipsActive({ ...assistant, stored: state.assistantOn, narrow }),
    refusal: assistantRefusal(assistant.viewer, tipCredits),
  });
  const serverTip = useLevelTip({
    enabled: tip?.kind === 'tip' && !assistant.creative && !snap.running && !snap.initiated,
    run: snap.runsFinished,
    courseId,
    slug,
    code: state.ranCode,
    errorMessage: snap.outcome?.kind === 'failed' ? snap.outcome.message : null,
  });
  const askedTip: typeof tip =
    tip?.kind !== 'tip' || serverTip === null || serverTip.kind === 'pending'
      ? tip
      : serverTip.kind === 'refused'
        ? { kind: 'refused', refusal: serverTip.refusal }
        : serverTip.kind === 'failed'
          ? { kind: 'tip', text: coachT('card.failed'), line: null }
          : { kind: 'tip', text: serverTip.tip.text_key ? coachT(serverTip.tip.text_key, serverTip.tip.text_params) : serverTip.tip.text, line: serverTip.tip.line_number };
  const tipCode =
    serverTip?.kind === 'tip' && serverTip.tip.resulted_code !== null
      ? { toAdd: serverTip.tip.code_to_add ?? serverTip.tip.resulted_code, resulted: serverTip.tip.resulted_code }
      : null;
  const shownTip = askedTip !== null && state.dismissedTip !== snap.runsFinished ? askedTip : null;
  const content: TipCardContent | null =
    shownTip === null
      ? null
      : shownTip.kind === 'tip'
        ? { ...shownTip, code: tipCode, pending: serverTip?.kind === 'pending' }
        : refusedTipContent(shownTip.refusal, coachT);
  const busy = snap.running || snap.initiated;
  return { content, line: shownTip?.kind === 'tip' && !busy ? shownTip.line : null };
}
