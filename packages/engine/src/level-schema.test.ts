import { describe, expect, it } from 'vitest';
import { levelSchema, parseLevel, type LevelInput } from './level-schema.ts';

function level(overrides: Partial<Record<keyof LevelInput, unknown>> = {}): Record<string, unknown> {
  return {
    map: {
      width: 2,
      height: 2,
      layers: [
        { name: 'ground_tiles', width: 2, height: 2, data: [1, 1, 1, 1] },
        { name: 'collisions', width: 2, height: 2, data: [0, 0, 0, 5] },
      ],
      tilesets: [{ source: 'farm.json', firstgid: 1 }],
    },
    start: [0, 0],
    ...overrides,
  };
}

describe('levelSchema', () => {
  it('fills in defaults', () => {
    const parsed = parseLevel(level());
    expect(parsed.items).toEqual([]);
    expect(parsed.levelGoals).toEqual([]);
    expect(parsed.constants).toEqual([]);
    expect(parsed.map.tilewidth).toBe(16);
    expect(parsed.facing).toBeUndefined();
  });

  it('reads positions written as [x, y] or { x, y }', () => {
    const parsed = parseLevel(
      level({
        start: { x: 1, y: 0 },
        items: [{ type: 'carrot', position: { x: 1, y: 1 }, targetPosition: [0, 1] }],
        levelGoals: [{ action: 'speak', data: 'Hi', position: { x: 0, y: 0 } }],
      }),
    );
    expect(parsed.start).toEqual([1, 0]);
    expect(parsed.items[0]).toMatchObject({ action: 'collect', position: [1, 1], targetPosition: [0, 1] });
    expect(parsed.levelGoals[0]).toMatchObject({ position: [0, 0], score: 0, type: '' });
  });

  it('keeps the creator fields of an item and a goal', () => {
    const parsed = parseLevel(
      level({
        items: [
          {
            type: 'xmark',
            action: 'build',
            sprite: 'xmark.png',
            xmarkType: 'xmarkGold',
            position: [0, 0],
            targetPosition: [1, 0],
            compoundPositions: [[0, 1]],
            buildData: { buildType: 'bridge_horizontal', displayName: 'Bridge', cost: { type: 'log', amount: 4 } },
          },
        ],
        levelGoals: [
          {
            action: 'build',
            type: 'bridge_horizontal',
            count: 1,
            cost: { type: 'log', amount: 4 },
            depends: { type: 'log', count: 4 },
            position: [0, 0],
            targetPosition: [1, 0],
          },
        ],
        constants: [{ name: 'SPEED', value: 3 }],
        maxLinesOfCode: 5,
        zoom: 64,
      }),
    );
    expect(parsed.items[0]?.buildData?.cost).toEqual({ type: 'log', amount: 4 });
    expect(parsed.items[0]?.compoundPositions).toEqual([[0, 1]]);
    expect(parsed.levelGoals[0]?.depends).toEqual({ type: 'log', count: 4 });
    expect(parsed.constants).toEqual([{ name: 'SPEED', value: 3 }]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown item type', level({ items: [{ type: 'unicorn', position: [0, 0] }] })],
    ['a layer of the wrong size', { ...level(), map: { layers: [{ name: 'collisions', width: 2, height: 2, data: [0] }] } }],
    ['tiles that are not 16 px', { ...level(), map: { tilewidth: 32, layers: [{ name: 'a', width: 1, height: 1 }] } }],
    ['a diagonal facing', level({ facing: [1, 1] })],
    ['a fractional position', level({ start: [0.5, 0] })],
    ['an assign goal without its variable', level({ levelGoals: [{ action: 'assign', count: 3 }] })],
    ['a compare goal without expectedData', level({ levelGoals: [{ action: 'compare', variable: 'x' }] })],
    ['an unknown goal action', level({ levelGoals: [{ action: 'dance' }] })],
    ['a build cost below 1', level({ levelGoals: [{ action: 'build', cost: { type: 'log', amount: 0 } }] })],
  ])('rejects %s', (_name, input) => {
    expect(levelSchema.safeParse(input).success).toBe(false);
  });
});
