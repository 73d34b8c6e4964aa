import { isPlant } from '../rules/item-rules.ts';
import { normaliseWord } from '../rules/recipes.ts';
import { refusal, type Refusal } from '../refusal.ts';
import { dataText, interact, itemAt, type Spot } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';
import { valuesMatch } from '../values-match.ts';
import { costOf, measure, type Measured } from './amounts.ts';

export type PlantDictionary = Readonly<Record<string, unknown>>;

/**
 * `plant(seeds, "carrot")`: the key names what to plant and the dictionary's value how much
 * (a number: all the seeds held) or which seeds (a word). A spot whose data is a dict wants
 * exactly that dict.
 */
function judgePlant(state: GameState, spot: Spot, dictionary: PlantDictionary, key: string): Measured {
  const wrong: { refusal: Refusal } = { refusal: refusal('wrong_object', { action: 'plant' }) };
  if (!Object.hasOwn(dictionary, key)) return wrong;
  const data = spot.data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    if (!valuesMatch(dictionary, data)) return wrong;
  } else {
    const cost = costOf(spot);
    const named = normaliseWord(key);
    const expected = normaliseWord(dataText(data) ?? cost.type);
    if (named !== expected && named !== cost.type && named !== normaliseWord(spot.type)) return wrong;
  }
  const value = dictionary[key];
  if (typeof value === 'number') return measure(state, 'plant', spot, value);
  if (typeof value === 'string') return measure(state, 'plant', { ...spot, data: undefined }, value);
  return wrong;
}

export function plant(state: GameState, dictionary: PlantDictionary, key: string): StepResult {
  return interact(state, {
    action: 'plant',
    notHere: refusal('not_on_xmark', { action: 'plant' }),
    judge: (spot) => {
      const judged = judgePlant(state, spot, dictionary, key);
      return 'refusal' in judged ? judged.refusal : undefined;
    },
    apply: (draft, spot, target) => {
      const judged = judgePlant(state, spot, dictionary, key);
      const amount = 'amount' in judged ? judged.amount : 0;
      const type = costOf(spot).type;
      draft.addToInventory(type, -amount);
      const bed = itemAt(state, target, (item) => isPlant(item.type));
      draft.events.push(
        bed
          ? { type: 'planted', itemType: type, amount, at: target, item: bed.id }
          : { type: 'planted', itemType: type, amount, at: target },
      );
      if (bed) draft.setStatus(bed.id, 'planted');
      return undefined;
    },
  });
}
