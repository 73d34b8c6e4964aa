import { blockerAt, type Direction, type GameState, type Position } from '@codehop/engine';

export type Facing = 'up' | 'down' | 'left' | 'right';
export type Area =
  | 'top-left' | 'top' | 'top-right'
  | 'left' | 'middle' | 'right'
  | 'bottom-left' | 'bottom' | 'bottom-right';

/** What stops a walk in one direction: the map's edge, a closed tile, water waiting for a bridge, or an item. */
export type WayEnd = { readonly kind: 'edge' } | { readonly kind: 'wall' } | { readonly kind: 'water' } | { readonly kind: 'object'; readonly type: string };

export interface Way {
  /** Free tiles before the first one that stops the character. */
  readonly free: number;
  readonly end: WayEnd;
}

/** Something on the map, seen from where the character stands and faces. */
export interface Thing {
  readonly type: string;
  /** The item marks an X (a place to stand), not the thing itself. */
  readonly xmark: boolean;
  /** Tiles ahead (negative: behind). */
  readonly ahead: number;
  /** Tiles to the character's right (negative: to the left). */
  readonly right: number;
}

export interface GoalFact {
  readonly action: string;
  readonly type: string;
  readonly variable: string | null;
  readonly score: number;
  readonly max: number;
}

export interface MapFacts {
  readonly width: number;
  readonly height: number;
  /** 1-based, counted from the top left, as a child counts. */
  readonly column: number;
  readonly row: number;
  readonly area: Area;
  readonly facing: Facing;
  readonly ways: { readonly ahead: Way; readonly left: Way; readonly right: Way; readonly behind: Way };
  /** Nearest first, at most `MAX_THINGS`. */
  readonly things: readonly Thing[];
  /** Things left out past `MAX_THINGS`. */
  readonly moreThings: number;
  readonly goals: readonly GoalFact[];
  readonly carrying: readonly { readonly type: string; readonly amount: number }[];
  readonly completed: boolean;
}

export const MAX_THINGS = 6;

export function facingOf(direction: Direction): Facing {
  if (direction[1] < 0) return 'up';
  if (direction[1] > 0) return 'down';
  return direction[0] < 0 ? 'left' : 'right';
}

function third(value: number, size: number): 0 | 1 | 2 {
  if (size < 3) return 1;
  const share = value / (size - 1);
  return share < 1 / 3 ? 0 : share > 2 / 3 ? 2 : 1;
}

const AREAS: readonly (readonly Area[])[] = [
  ['top-left', 'top', 'top-right'],
  ['left', 'middle', 'right'],
  ['bottom-left', 'bottom', 'bottom-right'],
];

export function areaOf(position: Position, width: number, height: number): Area {
  return AREAS[third(position[1], height)]?.[third(position[0], width)] ?? 'middle';
}

function walk(state: GameState, from: Position, step: Direction): Way {
  let free = 0;
  let at: Position = from;
  // A map is finite; the bound only guards against a broken one.
  for (let guard = 0; guard < 10_000; guard++) {
    const next: Position = [at[0] + step[0], at[1] + step[1]];
    const { width, height } = state.world;
    if (next[0] < 0 || next[1] < 0 || next[0] >= width || next[1] >= height) return { free, end: { kind: 'edge' } };
    const blocker = blockerAt(state, next);
    if (blocker) {
      if (blocker.obstacle === 'object' && blocker.item) return { free, end: { kind: 'object', type: blocker.item.type } };
      return { free, end: { kind: blocker.obstacle === 'water' ? 'water' : 'wall' } };
    }
    free += 1;
    at = next;
  }
  return { free, end: { kind: 'edge' } };
}

/**
 * The map in facts, as the character finds it: where it stands and faces, how far it can walk
 * each way and what stops it, what lies where (in steps ahead and to the side, which is how the
 * commands move), the goals and what it carries. Words come later (`map-words.ts`), so this is
 * the same in every language and testable without one.
 */
export function describeMap(state: GameState): MapFacts {
  const { width, height } = state.world;
  const [x, y] = state.player.position;
  const facing = state.player.facing;
  const rightward: Direction = [0 - facing[1], facing[0]];
  const things = state.items
    .filter((item) => item.status !== 'collected' && item.action !== 'none')
    .map((item): Thing & { distance: number } => {
      const dx = item.position[0] - x;
      const dy = item.position[1] - y;
      const ahead = dx * facing[0] + dy * facing[1];
      const right = dx * rightward[0] + dy * rightward[1];
      return { type: item.type, xmark: item.xmarkType !== undefined, ahead: ahead + 0, right: right + 0, distance: Math.abs(dx) + Math.abs(dy) };
    })
    .sort((a, b) => a.distance - b.distance || b.ahead - a.ahead || a.right - b.right);
  return {
    width,
    height,
    column: x + 1,
    row: y + 1,
    area: areaOf([x, y], width, height),
    facing: facingOf(facing),
    ways: {
      ahead: walk(state, [x, y], facing),
      left: walk(state, [x, y], [facing[1], 0 - facing[0]]),
      right: walk(state, [x, y], rightward),
      behind: walk(state, [x, y], [0 - facing[0], 0 - facing[1]]),
    },
    things: things.slice(0, MAX_THINGS).map(({ distance: _distance, ...thing }) => thing),
    moreThings: Math.max(0, things.length - MAX_THINGS),
    goals: state.goals.map((goal) => ({ action: goal.action, type: goal.type, variable: goal.variable ?? null, score: goal.score, max: goal.maxScore })),
    carrying: Object.entries(state.inventory)
      .filter(([, amount]) => amount > 0)
      .map(([type, amount]) => ({ type, amount })),
    completed: state.completed,
  };
}
