import type { LevelGoal } from '@codehop/engine';

/** One row of the goals panel. */
export interface GoalView {
  readonly id: number;
  readonly action: string;
  readonly type: string;
  /** The variable an assign or compare goal checks, shown by name so two such rows differ. */
  readonly variable?: string;
  readonly score: number;
  readonly maxScore: number;
}

/** Goals as a level starts: every score at zero, the maximum as the engine counts it. */
export function initialGoals(goals: readonly LevelGoal[]): GoalView[] {
  return goals.map((goal, id) => ({
    id,
    action: goal.action,
    type: goal.type,
    ...(goal.variable !== undefined && { variable: goal.variable }),
    score: 0,
    maxScore: goal.action === 'assign' || goal.action === 'compare' ? 1 : (goal.count ?? 1),
  }));
}

/** Applies a `goal-scored` event; anything else leaves the goals as they are. */
export function scoreGoal(goals: readonly GoalView[], event: { readonly type: string; readonly [key: string]: unknown }): readonly GoalView[] {
  if (event.type !== 'goal-scored' || typeof event.goal !== 'number' || typeof event.score !== 'number') return goals;
  const { goal, score } = event;
  return goals.map((view) => (view.id === goal ? { ...view, score: Math.min(score, view.maxScore) } : view));
}

/** Progress the runner reports after a run (variable goals are only judged then). */
export function goalsFromResult(
  goals: readonly GoalView[],
  progress: readonly { readonly score: number; readonly maxScore: number }[],
): readonly GoalView[] {
  return goals.map((view, index) => {
    const after = progress[index];
    return after ? { ...view, score: Math.min(after.score, view.maxScore), maxScore: after.maxScore } : view;
  });
}

/**
 * The panel's rows: goals of the same action and type share one row with their scores added
 * up, so a level with four chests to open shows "open 0/4" once instead of four rows that would
 * run over the map's buttons. Assign and compare goals stay apart: each names its own variable.
 */
export function groupGoalRows(goals: readonly GoalView[]): GoalView[] {
  const rows: GoalView[] = [];
  for (const goal of goals) {
    const separate = goal.action === 'assign' || goal.action === 'compare';
    const index = separate ? -1 : rows.findIndex((row) => row.action === goal.action && row.type === goal.type);
    const row = rows[index];
    if (row) {
      rows[index] = { ...row, score: row.score + goal.score, maxScore: row.maxScore + goal.maxScore };
    } else {
      rows.push(goal);
    }
  }
  return rows;
}
