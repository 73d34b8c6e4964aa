import { parseLevel, type Level, type LevelInput } from '@codehop/engine';

/**
 * Levels for the runner's tests, drawn as text: `#` a wall, `@` the start (facing up), anything
 * else open ground.
 */
export function drawnLevel(
  rows: readonly string[],
  extra: Partial<Pick<LevelInput, 'items' | 'levelGoals' | 'constants' | 'maxLinesOfCode'>> = {},
): Level {
  const height = rows.length;
  const width = Math.max(...rows.map((row) => row.length));
  const data: number[] = [];
  let start: [number, number] = [0, 0];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const tile = row[x] ?? '.';
      data.push(tile === '#' ? 1 : 0);
      if (tile === '@') start = [x, y];
    }
  });
  return parseLevel({
    map: {
      width,
      height,
      layers: [
        { name: 'ground_tiles', width, height, data: new Array<number>(width * height).fill(1) },
        { name: 'collisions', width, height, data },
      ],
      tilesets: [{ source: 'tileset.json', firstgid: 1 }],
    },
    start,
    ...extra,
  });
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
