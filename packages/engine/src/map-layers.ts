/**
 * The map's layer names, apart from the level schema so the rules (and the browser's Python
 * worker, which runs them) can read them without loading zod and the schemas.
 */

/** Layers drawn in this order, then `collisions`, which is never drawn. */
export const MAP_LAYER_NAMES = [
  'ground_tiles',
  'ground_layer',
  'ground_details',
  'middle_layer',
  'top_layer',
  'extra_layer',
] as const;
export const COLLISION_LAYER_NAME = 'collisions';
