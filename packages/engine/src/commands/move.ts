import { blockerAt } from '../blockers.ts';
import type { GameEvent } from '../events.ts';
import { ahead, turnedLeft, turnedRight } from '../position.ts';
import { refusal, type RefusalCode } from '../refusal.ts';
import { evolve, type GameState } from '../state.ts';
import { refuse, type StepResult } from '../step-result.ts';

const BUMP_CODES = { wall: 'bumped_wall', water: 'bumped_water', object: 'bumped_object' } as const satisfies Record<
  string,
  RefusalCode
>;

/**
 * Walks tile by tile; each tile is one action. A bump stops the walk where it is and refuses the
 * rest, so the tiles already walked stay walked. `move_forward(0)` does nothing but still counts.
 */
export function moveForward(state: GameState, steps: number): StepResult {
  if (!Number.isInteger(steps) || steps < 0) return refuse(state, refusal('invalid_steps'));
  if (steps === 0) return { state: evolve(state, { actions: state.actions + 1 }), events: [] };
  const events: GameEvent[] = [];
  const facing = state.player.facing;
  let position = state.player.position;
  let actions = state.actions;
  for (let walked = 0; walked < steps; walked++) {
    if (actions >= state.maxActions) {
      const why = refusal('action_limit', { limit: state.maxActions });
      events.push({ type: 'refused', refusal: why });
      return { state: evolve(state, { player: { position, facing }, actions }), events, refusal: why };
    }
    actions += 1;
    const to = ahead(position, facing);
    const blocker = blockerAt(state, to);
    if (blocker) {
      const why = refusal(BUMP_CODES[blocker.obstacle], blocker.item ? { object: blocker.item.type } : {});
      events.push({ type: 'bumped', at: to, obstacle: blocker.obstacle }, { type: 'refused', refusal: why });
      return { state: evolve(state, { player: { position, facing }, actions }), events, refusal: why };
    }
    events.push({ type: 'moved', from: position, to, facing });
    position = to;
  }
  return { state: evolve(state, { player: { position, facing }, actions }), events };
}

export function turn(state: GameState, side: 'left' | 'right'): StepResult {
  const facing = side === 'left' ? turnedLeft(state.player.facing) : turnedRight(state.player.facing);
  return {
    state: evolve(state, { player: { position: state.player.position, facing }, actions: state.actions + 1 }),
    events: [{ type: 'turned', turn: side, facing }],
  };
}
