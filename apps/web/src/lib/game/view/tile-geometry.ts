import { TILE } from '../scene-constants.ts';

export type Position = readonly [number, number];

/** Events come from the engine as plain data: a tile is a pair of numbers. */
export function isTile(value: unknown): value is Position {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number';
}

/** Tile coordinates to the world point at a tile's bottom centre (where feet stand). */
export function feet(tile: Position): { x: number; y: number } {
  return { x: tile[0] * TILE + TILE / 2, y: tile[1] * TILE + TILE };
}

/** Tile coordinates to the world point at a tile's centre (where items sit). */
export function centre(tile: Position): { x: number; y: number } {
  return { x: tile[0] * TILE + TILE / 2, y: tile[1] * TILE + TILE / 2 };
}
