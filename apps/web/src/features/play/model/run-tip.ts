import { defaultTipKind } from '@codehop/coach';
import type { RunOutcome, RunWords } from '../run/session-types.ts';

/** The free tip after a run: words (a key and its parameters) and the line to mark. */
export interface RunTip {
  readonly words: RunWords;
  readonly line: number | null;
}

export interface RunTipInput {
  readonly outcome: RunOutcome | null;
  /** The code that ran (not what the child typed since). */
  readonly code: string;
  readonly codeTemplate: string;
  /** Tips on, allowed, wide screen, not creator mode (see assistant.ts). */
  readonly active: boolean;
}

/**
 * Gameplay §4: after a failed run, or a finished one that left the level incomplete, the card
 * shows a tip; a completed, stopped or still-running level gets none. This one is free: a failed
 * run's is the error's own words (its hint when it has one) at its line, an unfinished run's the
 * default tip. The assistant's tip, which costs a credit, comes only when the child asks for it.
 */
export function runTip(input: RunTipInput): RunTip | null {
  const { outcome } = input;
  if (!input.active || outcome === null || outcome.kind === 'completed' || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'failed') {
    const { line } = outcome;
    // An error the runner sent without a key keeps its words as they came (none does today).
    const own = outcome.words ?? { key: 'coach.error', params: { line: line ?? '?', message: outcome.message } };
    if (outcome.timedOut || line === null || outcome.words === null || outcome.words === undefined) return { words: own, line };
    const frame = own.key.startsWith('engine.') ? 'coach.refused' : 'coach.error';
    return { words: { key: frame, params: { line, message: own.key, ...prefixed(own.params) } }, line };
  }
  const kind = defaultTipKind({ code: input.code, codeTemplate: input.codeTemplate, hasRun: true, failure: null, completed: false });
  return { words: { key: kind === 'insert-code' ? 'coach.insertCode' : 'coach.runAgain', params: {} }, line: null };
}

/** A nested message's parameters, named under `message.` (components/tip-card/run-words.ts). */
function prefixed(params: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [`message.${name}`, value]));
}
