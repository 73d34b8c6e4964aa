import type { GameState, ItemState, ItemStatus, Position } from '@codehop/engine';
import type { PlayEvent } from '../game/play-event.ts';

function isPosition(value: unknown): value is Position {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number';
}

function itemsByCell(state: GameState, items: readonly ItemState[]): Record<number, number[]> {
  const { width, height } = state.world;
  const byCell: Record<number, number[]> = {};
  for (const item of items) {
    for (const [x, y] of item.cells) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      (byCell[y * width + x] ??= []).push(item.id);
    }
  }
  return byCell;
}

function withItem(state: GameState, id: number, patch: Partial<ItemState>): GameState {
  const current = state.items[id];
  if (!current) return state;
  const items = state.items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  return { ...state, items, itemsByCell: patch.cells ? itemsByCell(state, items) : state.itemsByCell };
}

/**
 * The engine's state on the page, kept in step with what the scene shows: the worker owns the
 * real state, the page sees only its events, so each shown event is applied here. Only what the
 * words need follows (where the character stands and faces, items' states and places, goals, what
 * the character carries); the engine's rules are not re-decided.
 */
export function followEvent(state: GameState, event: PlayEvent): GameState {
  switch (event.type) {
    case 'moved':
      if (!isPosition(event.to) || !isPosition(event.facing)) return state;
      return { ...state, player: { position: event.to, facing: event.facing } };
    case 'turned':
      if (!isPosition(event.facing)) return state;
      return { ...state, player: { position: state.player.position, facing: event.facing } };
    case 'item-changed':
      if (typeof event.item !== 'number' || typeof event.status !== 'string') return state;
      return withItem(state, event.item, { status: event.status as ItemStatus });
    case 'pushed': {
      if (typeof event.item !== 'number' || !isPosition(event.to)) return state;
      return withItem(state, event.item, { position: event.to, cells: [event.to] });
    }
    case 'collected': {
      if (typeof event.itemType !== 'string' || typeof event.amount !== 'number') return state;
      const inventory = { ...state.inventory, [event.itemType]: (state.inventory[event.itemType] ?? 0) + event.amount };
      return { ...state, inventory };
    }
    case 'placed':
    case 'planted': {
      if (typeof event.itemType !== 'string' || typeof event.amount !== 'number') return state;
      const left = (state.inventory[event.itemType] ?? 0) - event.amount;
      const { [event.itemType]: _gone, ...rest } = state.inventory;
      return { ...state, inventory: left > 0 ? { ...rest, [event.itemType]: left } : rest };
    }
    case 'goal-scored': {
      if (typeof event.goal !== 'number' || typeof event.score !== 'number') return state;
      const score = event.score;
      return { ...state, goals: state.goals.map((goal) => (goal.id === event.goal ? { ...goal, score } : goal)) };
    }
    case 'level-completed':
      return { ...state, completed: true };
    default:
      return state;
  }
}
