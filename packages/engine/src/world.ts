import type { TiledMap } from './level-schema.ts';
import { COLLISION_LAYER_NAME } from './map-layers.ts';
import type { Position } from './position.ts';

/**
 * The part of a level that never changes during a run: the map's size and which tiles its
 * collision layer closes. Computed once per level and shared by every state of the run.
 */
export interface World {
  readonly width: number;
  readonly height: number;
  /**
   * 1 where the collision layer holds a tile (walls, water, fences, trees), else 0, row by row.
   * A plain array, like the rest of the state, so states survive JSON and postMessage alike.
   */
  readonly blocked: readonly number[];
}

export function createWorld(map: TiledMap): World {
  const first = map.layers[0];
  const width = map.width ?? first?.width ?? 0;
  const height = map.height ?? first?.height ?? 0;
  const blocked = new Array<number>(width * height).fill(0);
  const collisions = map.layers.find((layer) => layer.name === COLLISION_LAYER_NAME);
  if (collisions?.data) {
    for (let y = 0; y < Math.min(height, collisions.height); y++) {
      for (let x = 0; x < Math.min(width, collisions.width); x++) {
        if ((collisions.data[y * collisions.width + x] ?? 0) !== 0) blocked[y * width + x] = 1;
      }
    }
  }
  return { width, height, blocked };
}

export function insideWorld(world: World, position: Position): boolean {
  return position[0] >= 0 && position[1] >= 0 && position[0] < world.width && position[1] < world.height;
}

/** A number naming a tile, for maps keyed by tile; only meaningful inside the world. */
export function cellKey(world: World, position: Position): number {
  return position[1] * world.width + position[0];
}
