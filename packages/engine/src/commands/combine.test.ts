import { describe, expect, it } from 'vitest';
import { RECIPES } from '../rules/recipes.ts';
import { FIELD, holding, play, stateOf } from '../test-support.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

function kitchen(recipe: string) {
  return stateOf({
    rows: FIELD,
    items: [{ type: 'grain_stack', action: 'combine', position: [2, 1] }],
    levelGoals: [{ action: 'combine', type: recipe, data: recipe, ...SPOT }],
  });
}

describe('combine', () => {
  it.each<[string, Readonly<Record<string, number>>]>([
    ['radish_dressing', { milk: 3, cream: 2, lettuce: 3, radish: 5 }],
    ['fruit_juice', { water: 1, empty_jar: 1, orange: 1, peach: 1, pear: 1, apple: 1 }],
    ['grape_juice', { grape: 1, empty_jar: 1 }],
    ['berry_milk', { milk: 1, red_berry: 1 }],
    ['berry_milk', { milk: 1, strawberry: 1 }],
    ['salad', { carrot: 2, tomato: 2, lettuce: 6, cucumber: 2 }],
  ])('makes %s from %j', (recipe, ingredients) => {
    const played = play(holding(kitchen(recipe), ingredients), [{ type: 'combine', recipe }]);
    expect(played.refusals).toEqual([]);
    expect(played.state.inventory).toEqual({ [recipe]: 1 });
    expect(played.state.items[0]?.status).toBe('enabled');
    expect(played.events[0]).toEqual({ type: 'combined', recipe, product: recipe, at: [2, 1], item: 0 });
  });

  it.each(Object.entries(RECIPES).flatMap(([name, recipe]) => recipe.ingredients.map((ingredient) => [name, ingredient.types[0] ?? ''] as const)))(
    '%s refuses without enough %s',
    (name, missing) => {
      const full = Object.fromEntries(RECIPES[name]?.ingredients.map((i) => [i.types[0] ?? '', i.amount]) ?? []);
      const played = play(holding(kitchen(name), { ...full, [missing]: (full[missing] ?? 1) - 1 }), [{ type: 'combine', recipe: name }]);
      expect(played.refusals[0]).toMatchObject({ code: 'not_enough_items', params: { item: missing, action: 'combine' } });
      expect(played.state.inventory[missing] ?? 0).toBe((full[missing] ?? 1) - 1);
    },
  );

  it('refuses another recipe than the spot asks for', () => {
    const played = play(holding(kitchen('salad'), { grape: 1, empty_jar: 1 }), [{ type: 'combine', recipe: 'grape_juice' }]);
    expect(played.refusals[0]?.code).toBe('wrong_object');
  });

  it('accepts the recipe name with spaces and capitals', () => {
    const played = play(holding(kitchen('grape_juice'), { grape: 1, empty_jar: 1 }), [{ type: 'combine', recipe: 'Grape Juice' }]);
    expect(played.refusals).toEqual([]);
  });
});
