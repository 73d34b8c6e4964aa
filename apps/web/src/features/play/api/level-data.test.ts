import { describe, expect, it } from 'vitest';
import { FIXTURE_LEVEL_DATA } from '../fixtures/fixture-level.ts';
import { parseLevelData } from './level-data.ts';

describe('parseLevelData', () => {
  it('shows the guide when the level data does not say the level is unfinished', () => {
    expect(parseLevelData(FIXTURE_LEVEL_DATA).meta.notReady).toBe(false);
  });

  it('shows the "not ready" notice only for a level whose data says so', () => {
    expect(parseLevelData({ ...FIXTURE_LEVEL_DATA, notReady: true }).meta.notReady).toBe(true);
  });
});
