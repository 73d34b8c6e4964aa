import { blockerAt } from './blockers.ts';
import type { GameEvent } from './events.ts';
import { samePosition, type Direction, type Position } from './position.ts';
import { evolve, type GameState } from './state.ts';
import { cellKey, insideWorld } from './world.ts';

/** The pointer path preview shows at most this many dots (gameplay §9). */
export const PATH_PREVIEW_DOTS = 20;

const NEIGHBOURS: readonly Direction[] = [
  [0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1],
];

function walkable(state: GameState, position: Position): boolean {
  return blockerAt(state, position) === undefined;
}

/** A diagonal step may not cut a corner: both tiles beside it must be open too. */
function canStep(state: GameState, from: Position, [dx, dy]: Direction): boolean {
  const to: Position = [from[0] + dx, from[1] + dy];
  if (!walkable(state, to)) return false;
  if (dx === 0 || dy === 0) return true;
  return walkable(state, [from[0] + dx, from[1]]) && walkable(state, [from[0], from[1] + dy]);
}

/**
 * The shortest walk for pointer movement (A* with diagonals, octile distance), as the tiles to
 * step on after `from`, ending on `to`; empty when `to` is where the player is or cannot be
 * reached.
 */
export function findPath(state: GameState, from: Position, to: Position): Position[] {
  const { world } = state;
  if (samePosition(from, to) || !insideWorld(world, to) || !walkable(state, to)) return [];
  const size = world.width * world.height;
  const cost = new Float64Array(size).fill(Infinity);
  const came = new Int32Array(size).fill(-1);
  const closed = new Uint8Array(size);
  const heuristic = (x: number, y: number): number => {
    const dx = Math.abs(x - to[0]);
    const dy = Math.abs(y - to[1]);
    return Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy);
  };
  const start = cellKey(world, from);
  const goal = cellKey(world, to);
  cost[start] = 0;
  // A binary heap of [priority, cell] keeps the search fast on the largest maps.
  const heap: [number, number][] = [[heuristic(from[0], from[1]), start]];
  const pushHeap = (entry: [number, number]): void => {
    heap.push(entry);
    let at = heap.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const above = heap[parent];
      if (!above || above[0] <= entry[0]) break;
      heap[at] = above;
      heap[parent] = entry;
      at = parent;
    }
  };
  const popHeap = (): [number, number] | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let smallest = at;
        if ((heap[left]?.[0] ?? Infinity) < (heap[smallest]?.[0] ?? Infinity)) smallest = left;
        if ((heap[right]?.[0] ?? Infinity) < (heap[smallest]?.[0] ?? Infinity)) smallest = right;
        if (smallest === at) break;
        const swap = heap[smallest];
        if (!swap) break;
        heap[smallest] = last;
        heap[at] = swap;
        at = smallest;
      }
    }
    return top;
  };
  for (let entry = popHeap(); entry; entry = popHeap()) {
    const cell = entry[1];
    if (cell === goal) break;
    if (closed[cell]) continue;
    closed[cell] = 1;
    const x = cell % world.width;
    const y = (cell - x) / world.width;
    for (const direction of NEIGHBOURS) {
      if (!canStep(state, [x, y], direction)) continue;
      const next = (y + direction[1]) * world.width + x + direction[0];
      const nextCost = (cost[cell] ?? Infinity) + (direction[0] !== 0 && direction[1] !== 0 ? Math.SQRT2 : 1);
      if (nextCost < (cost[next] ?? Infinity)) {
        cost[next] = nextCost;
        came[next] = cell;
        pushHeap([nextCost + heuristic(x + direction[0], y + direction[1]), next]);
      }
    }
  }
  if (came[goal] === -1) return [];
  const path: Position[] = [];
  for (let cell = goal; cell !== start; cell = came[cell] ?? start) {
    path.push([cell % world.width, Math.floor(cell / world.width)]);
  }
  return path.reverse();
}

/** The dots the pointer preview draws: the first PATH_PREVIEW_DOTS tiles of the path. */
export function previewPath(path: readonly Position[]): Position[] {
  return path.slice(0, PATH_PREVIEW_DOTS);
}

/**
 * Walks a pointer path (not a program: no actions are counted). Each tile must be a legal step
 * from the last; the walk stops before the first that is not. A diagonal step leaves the player
 * facing along its horizontal part, the way the sprites turn.
 */
export function walkPath(state: GameState, path: readonly Position[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let { position, facing } = state.player;
  for (const to of path) {
    const dx = to[0] - position[0];
    const dy = to[1] - position[1];
    if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1 || !canStep(state, position, [dx, dy])) break;
    const nextFacing: Direction = dx !== 0 ? [dx, 0] : [0, dy];
    events.push({ type: 'moved', from: position, to, facing: nextFacing });
    position = to;
    facing = nextFacing;
  }
  return { state: events.length === 0 ? state : evolve(state, { player: { position, facing } }), events };
}
