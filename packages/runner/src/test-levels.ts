import type { Level, LevelInput } from '@codehop/engine';
import { drawnLevel as drawEngineLevel } from '@codehop/engine/testing';

/**
 * Levels for the runner's tests, drawn as text: `#` a wall, `@` the start (facing up), anything
 * else open ground.
 */
export function drawnLevel(
  rows: readonly string[],
  extra: Partial<Pick<LevelInput, 'items' | 'levelGoals' | 'constants' | 'maxLinesOfCode'>> = {},
): Level {
  return drawEngineLevel({ rows, ...extra });
}

/** A small room: the start in the middle, walls around. */
export const ROOM = ['#####', '#...#', '#.@.#', '#...#', '#####'];

/** Goals that count anywhere: say, write, ask, read, and a variable to assign. */
export function talkingLevel(): Level {
  return drawnLevel(ROOM, {
    levelGoals: [
      { action: 'speak', type: 'speak', data: 'Hello' },
      { action: 'write', type: 'write', data: 'Hi there' },
      { action: 'question', type: 'question', data: 'Is it sunny?' },
      { action: 'read', type: 'read', data: 'Welcome to the farm' },
      { action: 'assign', type: '', variable: 'answer', count: 42 },
    ],
    constants: [{ name: 'target', value: 3 }],
  });
}
