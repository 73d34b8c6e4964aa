import { describe, expect, it } from 'vitest';
import {
  costAmount,
  deriveGoals,
  groupCatalogue,
  catalogueEntries,
  nearestNeighbour,
  newCommand,
  newItem,
  placedItemOf,
} from './creator-model.ts';
import { newSlug, settingsErrors } from './level-settings.ts';
import { readTour, tourAdvance } from './tour.ts';

describe('the level creator model', () => {
  it('derives one collect goal per type and one goal per command mark', () => {
    const speak = { ...newCommand('speak', 'xmark', [3, 4]), data: 'Hello friend' };
    const build = {
      ...newCommand('build', 'xmarkGold', [5, 5]),
      targetPosition: { x: 4, y: 5 },
      buildData: { buildType: 'bridge_horizontal', displayName: 'Bridge', cost: { amount: 2, type: 'carrot' } },
    };
    const goals = deriveGoals([newItem('carrot', [1, 1]), newItem('carrot', [1, 2]), newItem('rock', [2, 2]), speak, build]);
    expect(goals).toEqual([
      { action: 'collect', type: 'carrot', count: 2 },
      { action: 'speak', type: 'xmark', count: 1, position: [3, 4], data: 'Hello friend' },
      { action: 'build', type: 'bridge_horizontal', count: 1, position: [5, 5], targetPosition: [4, 5], data: 'build', cost: { amount: 2, type: 'carrot' } },
    ]);
  });

  it('picks the neighbouring cell nearest the pointer', () => {
    expect(nearestNeighbour([5, 5], 0.9, 0.5)).toEqual([6, 5]);
    expect(nearestNeighbour([5, 5], 0.1, 0.4)).toEqual([4, 5]);
    expect(nearestNeighbour([5, 5], 0.5, 0.05)).toEqual([5, 4]);
    expect(nearestNeighbour([5, 5], 0.45, 0.99)).toEqual([5, 6]);
  });

  it('validates the settings with the spec messages', () => {
    const base = { course: 'python', mapPath: 'creative-01.json' as const, isPublic: false, schoolVisible: false };
    expect(settingsErrors({ ...base, levelName: ' ' }).levelName).toBe('nameRequired');
    expect(settingsErrors({ ...base, levelName: 'ab' }).levelName).toBe('nameShort');
    expect(settingsErrors({ ...base, levelName: 'a'.repeat(51) }).levelName).toBe('nameLong');
    expect(settingsErrors({ ...base, levelName: 'abc', course: '' }).course).toBe('courseRequired');
    expect(settingsErrors({ ...base, levelName: 'abc', course: 'java' }).course).toBe('courseInvalid');
    expect(settingsErrors({ ...base, levelName: 'Carrot party' })).toEqual({});
  });

  it('keeps a build cost at 1 or more and turns a non-number into 1', () => {
    expect(costAmount('x')).toBe(1);
    expect(costAmount('0')).toBe(1);
    expect(costAmount('7')).toBe(7);
  });

  it('reads stored items in either position spelling', () => {
    expect(placedItemOf({ type: 'carrot', action: 'collect', position: [2, 3] })?.position).toEqual({ x: 2, y: 3 });
    expect(placedItemOf({ type: 'carrot', position: { x: 2, y: 3 } })?.action).toBe('collect');
    expect(placedItemOf({ position: [1, 1] })).toBeNull();
  });

  it('offers a searchable, grouped catalogue of about 120 items without the X marks', () => {
    const entries = catalogueEntries((type) => type);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.some((entry) => entry.type.startsWith('xmark'))).toBe(false);
    const groups = groupCatalogue(entries, 'carr');
    expect(groups.flatMap(([, list]) => list.map((entry) => entry.type))).toContain('carrot');
  });

  it('makes slugs with the suffix and clamps the stored tour', () => {
    expect(newSlug('Carrot Party!')).toMatch(/^carrot-party-[a-z0-9]{10}$/);
    expect(readTour({ getItem: () => JSON.stringify({ index: 42, completed: false }) })).toEqual({ index: 7, completed: false });
    expect(readTour({ getItem: () => 'nonsense' })).toEqual({ index: 0, completed: false });
    expect(tourAdvance('place-item', 'item-placed')).toBe(true);
    expect(tourAdvance('welcome', 'item-placed')).toBe(false);
  });
});
