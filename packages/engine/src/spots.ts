import { Draft } from './draft.ts';
import type { JsonValue } from './json-value.ts';
import type { Amount, InteractionAction } from './level-schema.ts';
import { ahead, samePosition, type Position } from './position.ts';
import { refusal, type Refusal } from './refusal.ts';
import { itemsAt, type GameState, type GoalState, type ItemState } from './state.ts';
import { refuse, type StepResult } from './step-result.ts';

/**
 * A place where an action counts: a goal of the level, or an action item (an X mark the
 * creator placed) that no goal covers. The player stands on it and faces its target.
 */
export interface Spot {
  readonly type: string;
  readonly goal?: GoalState;
  readonly item?: ItemState;
  readonly data?: JsonValue;
  readonly target?: Position;
  readonly cost?: Amount;
}

/** What a successful action hands back to `interact`. */
export interface Outcome {
  /** How much the spot's goal rises; 1 unless the action moves several things at once. */
  readonly score?: number;
  readonly value?: JsonValue;
}

export interface Interaction {
  readonly action: InteractionAction;
  /** The refusal when the player stands on no spot for this action. */
  readonly notHere: Refusal;
  /** Why this spot does not accept the command, or undefined when it does. */
  readonly judge: (spot: Spot, target: Position) => Refusal | undefined;
  readonly apply: (draft: Draft, spot: Spot, target: Position) => Outcome | undefined;
}

/**
 * Goals without a position count everywhere, except collect goals: those count the items lying
 * on the map, which are their own spots.
 */
export function spotsHere(state: GameState, action: InteractionAction): Spot[] {
  const here = state.player.position;
  const spots: Spot[] = [];
  for (const goal of state.goals) {
    if (goal.action !== action) continue;
    if (goal.position ? !samePosition(goal.position, here) : action === 'collect') continue;
    spots.push({ type: goal.type, goal, data: goal.data, target: goal.targetPosition, cost: goal.cost });
  }
  if (spots.length > 0) return spots;
  for (const item of itemsAt(state, here)) {
    if (item.action !== action || !samePosition(item.position, here)) continue;
    if (action === 'collect' && !item.type.startsWith('xmark')) continue;
    spots.push({
      type: item.buildData?.buildType ?? item.type,
      item,
      data: item.data,
      target: item.targetPosition,
      cost: item.buildData?.cost,
    });
  }
  return spots;
}

// A goal still open is the one the learner is working on; finished goals are tried last.
function preference(spot: Spot): number {
  if (!spot.goal) return 1;
  return spot.goal.score < spot.goal.maxScore ? 0 : 2;
}

function dependsUnmet(state: GameState, goal: GoalState | undefined): Refusal | undefined {
  if (!goal?.depends) return undefined;
  const { type, count } = goal.depends;
  const sources = state.goals.filter((other) => other.id !== goal.id && other.type === type);
  const reached = sources.length > 0
    ? sources.reduce((sum, other) => sum + other.score, 0)
    : (state.inventory[type] ?? 0);
  return reached >= count ? undefined : refusal('goal_depends', { type, count });
}

/**
 * The rule every X-mark action shares (gameplay §5): stand on the spot, face its target, then
 * the action's own checks; with several spots here, the first that accepts the command wins,
 * and when none does the learner hears why the most likely one refused.
 */
export function interact(state: GameState, rule: Interaction): StepResult {
  const spots = spotsHere(state, rule.action);
  if (spots.length === 0) return refuse(state, rule.notHere);
  const faced = ahead(state.player.position, state.player.facing);
  const facing = spots.filter((spot) => !spot.target || samePosition(spot.target, faced));
  if (facing.length === 0) return refuse(state, refusal('not_facing_target', { action: rule.action }));
  facing.sort((a, b) => preference(a) - preference(b));
  let first: Refusal | undefined;
  for (const spot of facing) {
    const target = spot.target ?? faced;
    const why = rule.judge(spot, target) ?? dependsUnmet(state, spot.goal);
    if (why) {
      first ??= why;
      continue;
    }
    const draft = new Draft(state);
    const outcome = rule.apply(draft, spot, target);
    if (spot.goal) draft.score(spot.goal.id, outcome?.score ?? 1);
    const result: StepResult = { state: draft.finish(state.actions + 1), events: draft.events };
    return outcome?.value === undefined ? result : { ...result, value: outcome.value };
  }
  return refuse(state, first ?? rule.notHere);
}

/** The first item on a tile that passes a test, ignoring collected ones. */
export function itemAt(
  state: GameState,
  position: Position,
  test: (item: ItemState) => boolean,
): ItemState | undefined {
  return itemsAt(state, position).find((item) => item.status !== 'collected' && test(item));
}

/** Level data as the words a learner types: strings as they are, anything else as JSON. */
export function dataText(data: JsonValue | undefined): string | undefined {
  if (data === undefined) return undefined;
  return typeof data === 'string' ? data : JSON.stringify(data);
}
