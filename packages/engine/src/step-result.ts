import type { GameEvent } from './events.ts';
import type { JsonValue } from './json-value.ts';
import type { Refusal } from './refusal.ts';
import { evolve, type GameState } from './state.ts';

/** The outcome of one command: the next state, what happened, and why not if it did not. */
export interface StepResult {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** Present when the command was refused; the runner raises it as a Python exception. */
  readonly refusal?: Refusal;
  /** What the command returns to the program: `read()` gives the text it read. */
  readonly value?: JsonValue;
  /**
   * A popup the host shows, pausing the program until the learner closes it (or, for a
   * question, answers Yes or No: that answer comes from the host, not the engine).
   */
  readonly pause?: Pause;
}

export interface Pause {
  readonly kind: 'write' | 'read' | 'display' | 'question';
  readonly text: string;
}

/** A refused command still counts as an action, so a loop that keeps failing meets the cap. */
export function refuse(state: GameState, why: Refusal, before: readonly GameEvent[] = []): StepResult {
  return {
    state: evolve(state, { actions: state.actions + 1 }),
    events: [...before, { type: 'refused', refusal: why }],
    refusal: why,
  };
}
