import type { GameEvent } from './events.ts';
import type { JsonValue } from './json-value.ts';
import type { Level } from './level-schema.ts';
import { refusal, type Refusal } from './refusal.ts';
import { evolve, type GameState, type GoalState } from './state.ts';
import { valuesMatch } from './values-match.ts';

/** The variables a program left behind, by name; a name the program never set is absent. */
export type Variables = Readonly<Record<string, unknown>>;

export interface GoalProgress {
  readonly id: number;
  readonly action: GoalState['action'];
  readonly type: string;
  readonly score: number;
  readonly maxScore: number;
  readonly done: boolean;
  readonly position?: GoalState['position'];
  readonly variable?: string;
  readonly data?: JsonValue;
  readonly expectedData?: JsonValue;
  /** Why a variable goal does not hold, for the hint after the run. */
  readonly hint?: Refusal;
}

export interface Completion {
  readonly complete: boolean;
  readonly goals: readonly GoalProgress[];
  /** The state with variable goals scored where they hold and `completed` set when complete. */
  readonly state: GameState;
  /** `level-completed` when this check completed the level, else nothing. */
  readonly events: readonly GameEvent[];
}

/**
 * The value an assign goal asks for: its count when it has one (zero included), else its type,
 * else its data. A goal that names none of them only asks that the variable exist.
 */
function requiredValue(goal: GoalState): JsonValue | undefined {
  if (goal.count !== undefined) return goal.count;
  if (goal.type !== '') return goal.type;
  return goal.data;
}

function judgeVariable(goal: GoalState, variables: Variables): Refusal | undefined {
  const name = goal.variable ?? '';
  const value = variables[name];
  // An unset variable never holds: a program that does nothing must not pass.
  if (value === undefined) return refusal('variable_unset', { variable: name });
  if (goal.action === 'assign') {
    const required = requiredValue(goal);
    if (required === undefined || valuesMatch(value, required, true)) return undefined;
    return refusal('assign_mismatch', { variable: name });
  }
  return valuesMatch(value, goal.expectedData) ? undefined : refusal('compare_mismatch', { variable: name });
}

/**
 * Decides at the end of a run whether the level is complete (gameplay §4, §5): every goal at its
 * maximum score, every assign goal holding and every compare goal matching, judged on the
 * variables the program left behind.
 */
export function checkCompletion(state: GameState, variables: Variables = {}): Completion {
  const goals: GoalState[] = [...state.goals];
  const progress = state.goals.map((goal): GoalProgress => {
    const base = {
      id: goal.id,
      action: goal.action,
      type: goal.type,
      position: goal.position,
      variable: goal.variable,
      data: goal.data,
      expectedData: goal.expectedData,
    };
    if (goal.action !== 'assign' && goal.action !== 'compare') {
      return { ...base, score: goal.score, maxScore: goal.maxScore, done: goal.score >= goal.maxScore };
    }
    const hint = judgeVariable(goal, variables);
    if (hint) return { ...base, score: 0, maxScore: goal.maxScore, done: false, hint };
    goals[goal.id] = { ...goal, score: goal.maxScore };
    return { ...base, score: goal.maxScore, maxScore: goal.maxScore, done: true };
  });
  const complete = progress.every((goal) => goal.done);
  const events: GameEvent[] = complete && !state.completed ? [{ type: 'level-completed' }] : [];
  return { complete, goals: progress, state: evolve(state, { goals, completed: state.completed || complete }), events };
}

/** The contract's shape of `checkCompletion`: `completed` rather than `complete`. */
export function evaluateCompletion(
  state: GameState,
  variables: Variables = {},
): Omit<Completion, 'complete'> & { readonly completed: boolean } {
  const { complete, ...rest } = checkCompletion(state, variables);
  return { ...rest, completed: complete };
}

/** The variable names assign and compare goals read back after a run, each once. */
export function goalVariables(level: Pick<Level, 'levelGoals'>): string[] {
  const names = new Set<string>();
  for (const goal of level.levelGoals) {
    if ((goal.action === 'assign' || goal.action === 'compare') && goal.variable) names.add(goal.variable);
  }
  return [...names];
}
