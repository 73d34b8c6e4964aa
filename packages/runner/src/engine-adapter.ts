import {
  createGame,
  evaluateCompletion,
  goalVariables,
  step,
  type GameEvent,
  type GameState,
  type JsonValue,
  type Level,
  type Refusal,
  type StepResult,
} from '@codehop/engine';
import type { PauseKind } from './protocol.ts';

/** The few engine calls the runner makes, in one place, so a change in the engine's surface touches one file. */
export { step, type GameEvent, type GameState, type Level };

export function newGame(level: Level, options: { readonly actionLimit?: number; readonly seed?: number }): GameState {
  const gameOptions: { actionLimit?: number; seed?: number } = {};
  if (options.actionLimit !== undefined) gameOptions.actionLimit = options.actionLimit;
  if (options.seed !== undefined) gameOptions.seed = options.seed;
  return createGame(level, gameOptions);
}

/** The variable names assign and compare goals read back after a run. */
export function goalVariableNames(level: Level): string[] {
  return goalVariables(level);
}

/** The popup a command opened, if any: it pauses the program until the learner closes it. */
export function popupOf(result: StepResult): { kind: PauseKind; text: string } | null {
  return result.pause === undefined ? null : { kind: result.pause.kind, text: result.pause.text };
}

export interface RefusalView {
  readonly code: string;
  readonly key: string;
  readonly params: Record<string, string | number>;
  readonly message: string;
}

export function refusalView(refusal: Refusal): RefusalView {
  return { code: refusal.code, key: refusal.key, params: { ...refusal.params }, message: refusal.message };
}

export function judge(
  state: GameState,
  variables: Readonly<Record<string, unknown>>,
): { completed: boolean; goals: { score: number; maxScore: number; [key: string]: unknown }[]; events: GameEvent[] } {
  // Variables come from the runtime's JSON-safe conversion, so they are JSON values by construction.
  const verdict = evaluateCompletion(state, variables as Readonly<Record<string, JsonValue | undefined>>);
  return { completed: verdict.completed, goals: verdict.goals.map((goal) => ({ ...goal })), events: [...verdict.events] };
}
