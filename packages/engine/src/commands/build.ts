import { isBuildable } from '../rules/item-rules.ts';
import { BUILD_COSTS, normaliseWord } from '../rules/recipes.ts';
import { refusal } from '../refusal.ts';
import { dataText, interact, itemAt, type Spot } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';

/** The spec calls the paths "roads" (gameplay §9), so a learner may too. */
const ROAD_WORDS: Readonly<Record<string, string>> = { wood_road: 'wood_path', stone_road: 'stone_path' };

/** The structure a build spot asks for: its type when that is buildable, else its data. */
export function structureOf(spot: Spot): string | undefined {
  if (isBuildable(spot.type)) return spot.type;
  const data = dataText(spot.data);
  return data !== undefined && isBuildable(normaliseWord(data)) ? normaliseWord(data) : undefined;
}

/** Whether the learner's word names the structure: its full id, its build word, or its road name. */
export function buildWordFits(word: string, structure: string): boolean {
  const normal = normaliseWord(word);
  return normal === structure || normal === BUILD_COSTS[structure]?.word || ROAD_WORDS[normal] === structure;
}

/** Builds the spot's structure on its target, paying the cost from the inventory (gameplay §5, §9). */
export function build(state: GameState, word: string): StepResult {
  return interact(state, {
    action: 'build',
    notHere: refusal('build_wrong_location'),
    judge: (spot) => {
      const structure = structureOf(spot);
      if (!structure || !buildWordFits(word, structure)) return refusal('build_wrong_word', { word });
      const cost = spot.cost ?? BUILD_COSTS[structure];
      if (!cost) return undefined;
      const have = state.inventory[cost.type] ?? 0;
      return have >= cost.amount
        ? undefined
        : refusal('build_not_enough', { material: cost.type, needed: cost.amount, have });
    },
    apply: (draft, spot, target) => {
      const structure = structureOf(spot) ?? spot.type;
      const cost = spot.cost ?? BUILD_COSTS[structure];
      if (cost) draft.addToInventory(cost.type, -cost.amount);
      const waiting =
        itemAt(state, target, (item) => item.type === structure && item.status === 'disabled') ??
        itemAt(state, target, (item) => isBuildable(item.type) && item.status === 'disabled');
      if (waiting) {
        draft.events.push({ type: 'built', item: waiting.id, itemType: waiting.type, at: target });
        draft.setStatus(waiting.id, 'enabled');
      } else {
        const id = draft.addItem({ type: structure, action: 'none', position: target, cells: [target], status: 'enabled' });
        draft.events.push({ type: 'built', item: id, itemType: structure, at: target });
      }
      return undefined;
    },
  });
}
