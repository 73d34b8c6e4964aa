import { describe, expect, it } from 'vitest';
import { BUILD_COSTS, ITEM_TYPES, RECIPES, initialStatus, isItemType } from '@codehop/engine';
import {
  CHARACTERS, CHARACTER_IDS, CHARACTER_POSES, DEFAULT_CHARACTER, DIRECTIONS, ITEM_ART, ITEM_CATALOGUE,
  MAP_THEMES, characterFrameIndex, itemFrame, itemFrameNames,
} from './index.ts';

describe('item catalogue', () => {
  it('has art, a name and an icon for every item type of the engine', () => {
    for (const type of ITEM_TYPES) {
      const entry = ITEM_CATALOGUE[type];
      expect(entry, type).toBeDefined();
      expect(entry.displayName.length, type).toBeGreaterThan(1);
      expect(Object.values(entry.frames), type).toContain(entry.icon);
      expect(entry.states.length, type).toBeGreaterThan(0);
      for (const state of entry.states) expect(entry.frames[state], `${type}/${state}`).toBeTruthy();
    }
    expect(Object.keys(ITEM_ART).sort()).toEqual([...ITEM_TYPES].sort());
  });

  it('has a frame for every state the engine can start an item in', () => {
    for (const type of ITEM_TYPES) {
      for (const action of ['collect', 'build', 'none'] as const) {
        const status = initialStatus(type, action);
        expect(ITEM_CATALOGUE[type].frames[status], `${type} starts ${status}`).toBeTruthy();
      }
    }
  });

  it('gives every frame a unique atlas name', () => {
    const names = itemFrameNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['rock', { pushable: true, blocking: true, collectable: false }],
    ['boulder', { pushable: false, blocking: true }],
    ['carrot', { collectable: true, blocking: false, ingredient: true }],
    ['door', { openable: true, blocking: true, blockingStates: ['closed'] }],
    ['gate', { openable: true, blockingStates: ['closed'] }],
    ['flag_red', { fillable: true, states: ['empty', 'filled'] }],
    ['chest', { states: ['closed', 'open'], icon: 'chest/closed' }],
    ['bridge_vertical', { buildable: true, buildWord: 'bridge', walkway: true, buildCost: { type: 'log', amount: 4 } }],
    ['grain_stack', { buildable: true, buildCost: { type: 'grain', amount: 4 } }],
    ['wood_path', { buildable: true, buildCost: { type: 'plank', amount: 4 } }],
    ['stone_path', { buildable: true, buildCost: { type: 'stone', amount: 4 } }],
    ['chicken_house_big_purple', { buildable: true, buildWord: 'chicken_house', size: [2, 2], buildCost: { type: 'plank', amount: 4 } }],
    ['salad', { recipe: 'salad', collectable: true }],
    ['milk', { ingredientOf: ['radish_dressing', 'berry_milk'] }],
  ] as const)('%s behaves as the engine says', (type, expected) => {
    expect(ITEM_CATALOGUE[type]).toMatchObject(expected);
  });

  it('prices every structure the engine prices', () => {
    for (const [type, cost] of Object.entries(BUILD_COSTS)) {
      expect(ITEM_CATALOGUE[type as keyof typeof ITEM_CATALOGUE].buildCost).toEqual(cost);
    }
  });

  it('names every recipe ingredient as one', () => {
    for (const recipe of Object.values(RECIPES)) {
      for (const ingredient of recipe.ingredients) {
        for (const type of ingredient.types) {
          expect(isItemType(type), type).toBe(true);
          if (isItemType(type)) expect(ITEM_CATALOGUE[type].ingredient, type).toBe(true);
        }
      }
    }
  });

  it('falls back to the icon for a state it does not draw', () => {
    expect(itemFrame('chest', 'open')).toBe('chest/open');
    expect(itemFrame('chest', 'collected')).toBe('chest/closed');
  });
});

describe('characters', () => {
  it('lists the 21 avatars of the spec with Rabbit as the default', () => {
    expect(CHARACTER_IDS).toHaveLength(21);
    expect(DEFAULT_CHARACTER).toBe('Rabbit');
    expect(CHARACTERS.find((c) => c.id === 'Luimberjack')?.displayName).toBe('Lumberjack');
  });

  it('lays every sheet out as 4 directions x (idle + 4 walk frames)', () => {
    expect(DIRECTIONS).toEqual(['down', 'left', 'right', 'up']);
    expect(CHARACTER_POSES).toEqual(['idle', 'walk-0', 'walk-1', 'walk-2', 'walk-3']);
    expect(characterFrameIndex('up', 'walk-3')).toBe(19);
  });
});

describe('map themes', () => {
  it('has the four creator maps in order, creative-01 first', () => {
    expect(MAP_THEMES.map((t) => [t.name, t.mapPath])).toEqual([
      ['Sunny Farmstead', 'creative-01.json'],
      ['Industrial Farmlands', 'creative-02.json'],
      ['Grand Estate Interior', 'creative-03.json'],
      ['Archipelago Settlement', 'creative-04.json'],
    ]);
  });
});
