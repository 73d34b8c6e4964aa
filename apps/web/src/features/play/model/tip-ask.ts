import type { AssistantRefusal } from './assistant.ts';
import type { LevelTipAnswer } from './use-level-tip.ts';

/** What decides whether the play screen asks the server for a tip after a run. */
export interface TipAskInput {
  /** A tip card is due for this run (tips on, the run failed or left the level unfinished). */
  readonly free: boolean;
  /** The child pressed "Get a tip" for this run. */
  readonly asked: boolean;
  /** The credit counter already says no: asking shows why without a request. */
  readonly refused: boolean;
  readonly creative: boolean;
  readonly busy: boolean;
}

/**
 * A tip from the server spends one of the child's assistant credits, so it is asked for only when
 * the child asks (spec'd as "Tips are spent only when the child asks for one"): never by a failed
 * run on its own, whose free hint is the error's own words.
 */
export function levelTipWanted(input: TipAskInput): boolean {
  return input.free && input.asked && !input.refused && !input.creative && !input.busy;
}

/** A press of "Get a tip": the run it is for and what the credit counter said at that moment. */
export interface TipAsked {
  readonly run: number;
  readonly refusal: AssistantRefusal | null;
}

/**
 * What the card shows once the child asked. The counter is read when they ask, never after: the
 * server spends the credit as it answers and the counter is refreshed, so with the last credit it
 * reads 0 by the time the tip arrives, and reading it then turned a real tip into "no tips left".
 */
export function askedTipShown(asked: TipAsked, answer: LevelTipAnswer | null): LevelTipAnswer {
  if (asked.refusal !== null) return { kind: 'refused', refusal: asked.refusal };
  return answer ?? { kind: 'pending' };
}
