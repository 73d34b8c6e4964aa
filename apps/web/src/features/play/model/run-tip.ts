import { defaultTip } from '@codehop/coach';
import type { RunOutcome } from '../run/session-types.ts';
import type { AssistantRefusal } from './assistant.ts';

export type RunTip =
  | { readonly kind: 'tip'; readonly text: string; readonly line: number | null }
  | { readonly kind: 'refused'; readonly refusal: AssistantRefusal };

export interface RunTipInput {
  readonly outcome: RunOutcome | null;
  /** The code that ran (not what the child typed since). */
  readonly code: string;
  readonly codeTemplate: string;
  /** Tips on, allowed, wide screen, not creator mode (see assistant.ts). */
  readonly active: boolean;
  readonly refusal: AssistantRefusal | null;
}

/**
 * Gameplay §4: after a failed run, or a finished one that left the level incomplete, the assistant
 * gives a tip; a completed, stopped or still-running level gets none. The offline coach answers,
 * so the tip's words and line come from `@codehop/coach`.
 */
export function runTip(input: RunTipInput): RunTip | null {
  const { outcome } = input;
  if (!input.active || outcome === null || outcome.kind === 'completed') return null;
  if (input.refusal) return { kind: 'refused', refusal: input.refusal };
  const tip = defaultTip({
    code: input.code,
    codeTemplate: input.codeTemplate,
    hasRun: true,
    failure: outcome.kind === 'failed' ? { message: outcome.message, line: outcome.line, timedOut: outcome.timedOut === true } : null,
    completed: false,
  });
  return { kind: 'tip', text: tip.text, line: tip.line_number };
}
