import { blockerAt } from '../blockers.ts';
import { Draft } from '../draft.ts';
import { isPushable } from '../rules/item-rules.ts';
import { ahead } from '../position.ts';
import { refusal } from '../refusal.ts';
import type { GameState } from '../state.ts';
import { refuse, type StepResult } from '../step-result.ts';

/** Pushes the rock in front one tile further; the player stays where they stand. */
export function push(state: GameState): StepResult {
  const { position, facing } = state.player;
  const front = ahead(position, facing);
  const blocker = blockerAt(state, front);
  const rock = blocker?.item;
  if (!rock || !isPushable(rock.type)) return refuse(state, refusal('push_only_rocks'));
  const beyond = ahead(front, facing);
  if (blockerAt(state, beyond)) return refuse(state, refusal('push_blocked'));
  const draft = new Draft(state);
  draft.setItem(rock.id, { position: beyond, cells: [beyond] });
  draft.events.push({ type: 'pushed', item: rock.id, from: front, to: beyond });
  return { state: draft.finish(state.actions + 1), events: draft.events };
}
