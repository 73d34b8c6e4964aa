import { initialStatus, type ItemStatus } from './rules/item-rules.ts';
import type { JsonValue } from './json-value.ts';
import type { Level, LevelGoal, LevelItem } from './level-schema.ts';
import { DEFAULT_FACING, type Direction, type Position } from './position.ts';
import { cellKey, createWorld, insideWorld, type World } from './world.ts';

/** How many actions one run may take before the engine refuses the rest (`while True: turn_left()`). */
export const ACTION_LIMIT = 2000;

export interface PlayerState {
  readonly position: Position;
  readonly facing: Direction;
}

/** An item of the level as it is now; `id` is its index in `GameState.items`. */
export interface ItemState extends Omit<LevelItem, 'compoundPositions'> {
  readonly id: number;
  readonly status: ItemStatus;
  /** Every tile the item covers: its position first, then its compound positions. */
  readonly cells: readonly Position[];
}

/** A goal of the level with its progress; `id` is its index in the level's `levelGoals`. */
export interface GoalState extends LevelGoal {
  readonly id: number;
  readonly maxScore: number;
}

export type Inventory = Readonly<Record<string, number>>;

/** Everything the learner's program said or showed, in order, per kind. */
export interface Texts {
  readonly spoken: readonly string[];
  readonly written: readonly string[];
  readonly asked: readonly string[];
  readonly displayed: readonly string[];
  readonly read: readonly string[];
}

/**
 * One moment of a run. States are never changed: `step` returns a new state that shares every
 * part it did not touch with the old one, so keeping old states (for replay, for the coach) is
 * cheap and safe.
 */
export interface GameState {
  readonly world: World;
  readonly player: PlayerState;
  readonly inventory: Inventory;
  readonly items: readonly ItemState[];
  /** Which items stand on each tile, by `cellKey`; only pushes and new structures change it. */
  readonly itemsByCell: Readonly<Record<number, readonly number[]>>;
  readonly goals: readonly GoalState[];
  readonly texts: Texts;
  /** Actions taken so far: a tile walked, a turn, any other command, refused or not. */
  readonly actions: number;
  readonly maxActions: number;
  /** Set once every goal that needs no variable is at its maximum and no goal needs a variable. */
  readonly completed: boolean;
  /** The level's constants, set as globals before the program runs. */
  readonly constants: Readonly<Record<string, JsonValue>>;
}

export interface StateOptions {
  /** Defaults to ACTION_LIMIT; benchmarks and tools may raise it. */
  readonly maxActions?: number;
}

export interface GameOptions {
  /** Defaults to ACTION_LIMIT. */
  readonly actionLimit?: number;
  /**
   * Part of the shared contract for rules that would draw chance. No rule of gameplay.md does,
   * so the engine keeps no generator and a seed changes nothing.
   */
  readonly seed?: number;
}

function maxScoreOf(goal: LevelGoal): number {
  if (goal.action === 'assign' || goal.action === 'compare') return 1;
  return goal.count ?? 1;
}

export function indexItems(world: World, items: readonly ItemState[]): Record<number, number[]> {
  const byCell: Record<number, number[]> = {};
  for (const item of items) {
    for (const cell of item.cells) {
      if (!insideWorld(world, cell)) continue;
      const key = cellKey(world, cell);
      const list = byCell[key];
      if (list) list.push(item.id);
      else byCell[key] = [item.id];
    }
  }
  return byCell;
}

/** The state at the start of a run (or after Reset): the player at `start`, facing up unless told. */
export function createState(level: Level, options: StateOptions = {}): GameState {
  const world = createWorld(level.map);
  if (!insideWorld(world, level.start)) {
    throw new RangeError(`The start [${level.start.join(', ')}] lies outside the ${world.width}x${world.height} map.`);
  }
  const items = level.items.map((item, id): ItemState => {
    const { compoundPositions, ...rest } = item;
    return { ...rest, id, status: initialStatus(item.type, item.action), cells: [item.position, ...(compoundPositions ?? [])] };
  });
  // A run always starts from zero, whatever score a stored level carries.
  const goals = level.levelGoals.map((goal, id): GoalState => ({ ...goal, id, score: 0, maxScore: maxScoreOf(goal) }));
  return {
    world,
    player: { position: level.start, facing: level.facing ?? DEFAULT_FACING },
    inventory: {},
    items,
    itemsByCell: indexItems(world, items),
    goals,
    texts: { spoken: [], written: [], asked: [], displayed: [], read: [] },
    actions: 0,
    maxActions: options.maxActions ?? ACTION_LIMIT,
    completed: false,
    constants: Object.fromEntries(level.constants.map((constant) => [constant.name, constant.value])),
  };
}

/** The contract's name for `createState`: a new run of a level. */
export function createGame(level: Level, options: GameOptions = {}): GameState {
  return createState(level, options.actionLimit === undefined ? {} : { maxActions: options.actionLimit });
}

/** The items standing on a tile now (collected ones included; callers judge their status). */
export function itemsAt(state: GameState, position: Position): readonly ItemState[] {
  if (!insideWorld(state.world, position)) return [];
  const ids = state.itemsByCell[cellKey(state.world, position)];
  if (!ids) return [];
  const found: ItemState[] = [];
  for (const id of ids) {
    const item = state.items[id];
    if (item) found.push(item);
  }
  return found;
}

export type StatePatch = Partial<Omit<GameState, 'world' | 'maxActions' | 'constants'>>;

/**
 * The state with some parts replaced. Written out field by field on purpose: an object spread
 * of the state measured about thirty times slower in V8, and every command makes a new state.
 */
export function evolve(state: GameState, patch: StatePatch): GameState {
  return {
    world: state.world,
    player: patch.player ?? state.player,
    inventory: patch.inventory ?? state.inventory,
    items: patch.items ?? state.items,
    itemsByCell: patch.itemsByCell ?? state.itemsByCell,
    goals: patch.goals ?? state.goals,
    texts: patch.texts ?? state.texts,
    actions: patch.actions ?? state.actions,
    maxActions: state.maxActions,
    completed: patch.completed ?? state.completed,
    constants: state.constants,
  };
}
