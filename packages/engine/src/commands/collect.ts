import { Draft } from '../draft.ts';
import { isCollectable, isOpenable } from '../rules/item-rules.ts';
import { samePosition } from '../position.ts';
import { normaliseWord } from '../rules/recipes.ts';
import { refusal } from '../refusal.ts';
import { dataText, interact, itemAt, spotsHere } from '../spots.ts';
import { itemsAt, type GameState, type ItemState } from '../state.ts';
import type { StepResult } from '../step-result.ts';

/** What `collect` may be given: nothing, a word, or an object that names its `type` or `name`. */
export type CollectArgument = string | Readonly<Record<string, unknown>> | undefined;

export function collectedName(argument: CollectArgument): string | undefined {
  if (argument === undefined || typeof argument === 'string') return argument;
  const named = argument['type'] ?? argument['name'];
  return typeof named === 'string' ? named : undefined;
}

function lyingHere(state: GameState): ItemState[] {
  const here = state.player.position;
  return itemsAt(state, here).filter(
    (item) =>
      item.status !== 'collected' && item.action === 'collect' && isCollectable(item.type) && samePosition(item.position, here),
  );
}

/** Picks up one item lying on the player's tile; its collect goal rises by one. */
function pickUp(state: GameState, item: ItemState): StepResult {
  const draft = new Draft(state);
  draft.events.push({ type: 'collected', itemType: item.type, amount: 1, at: item.position, item: item.id });
  draft.setStatus(item.id, 'collected');
  draft.addToInventory(item.type, 1);
  const goal =
    state.goals.find(
      (g) => g.action === 'collect' && g.type === item.type && g.score < g.maxScore &&
        (!g.position || samePosition(g.position, item.position)),
    );
  if (goal) draft.score(goal.id, 1);
  return { state: draft.finish(state.actions + 1), events: draft.events };
}

/**
 * `collect()` picks up the top item lying where the player stands (one a call, so a tile with a
 * badge of 3 takes three calls); `collect("carrot")` picks up a carrot there. Standing on a
 * collect X mark instead, the player takes from what the spot faces (a tree, a chest, the
 * water): the word must name it, and the spot's cost says how much one call gathers.
 */
export function collect(state: GameState, argument: CollectArgument): StepResult {
  const name = collectedName(argument);
  const wanted = name === undefined ? undefined : normaliseWord(name);
  const lying = lyingHere(state);
  const pick = wanted === undefined ? lying.at(-1) : lying.findLast((item) => item.type === wanted);
  if (pick) return pickUp(state, pick);
  const hasSpot = spotsHere(state, 'collect').length > 0;
  // A child who stopped one tile short of a carrot needs to hear that nothing is here, not
  // about X marks.
  const notHere =
    lying.length === 0 && !hasSpot
      ? refusal('nothing_to_collect')
      : name !== undefined && (lying.length > 0 || !hasSpot)
        ? refusal('collect_invalid_object', { object: name })
        : refusal('not_on_xmark', { action: 'collect' });
  return interact(state, {
    action: 'collect',
    notHere,
    judge: (spot, target) => {
      const word = normaliseWord(dataText(spot.data) ?? spot.cost?.type ?? spot.type);
      if (word === 'water' || spot.type === 'water') {
        if (wanted !== 'water') return refusal('collect_wrong_word_water', { said: name ?? '' });
      } else if (wanted !== undefined && wanted !== word && wanted !== spot.type) {
        return refusal('collect_invalid_object', { object: name ?? '' });
      }
      const container = itemAt(state, target, (item) => isOpenable(item.type));
      if (container && container.status !== 'open') return refusal('collect_closed', { object: container.type });
      return undefined;
    },
    apply: (draft, spot, target) => {
      const amount = spot.cost?.amount ?? 1;
      const type = spot.cost?.type ?? spot.type;
      const source = itemAt(state, target, (item) => item.type === type && isCollectable(item.type));
      draft.events.push(
        source
          ? { type: 'collected', itemType: type, amount, at: target, item: source.id }
          : { type: 'collected', itemType: type, amount, at: target },
      );
      if (source) draft.setStatus(source.id, 'collected');
      draft.addToInventory(type, amount);
      return { score: amount };
    },
  });
}
