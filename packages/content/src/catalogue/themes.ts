/**
 * The four map themes of the level creator, in the order of their creative maps. The order
 * (farm, industrial farm, interior, islands) goes from the most familiar place to the most
 * adventurous, and creative-01 is the spec's default map.
 */
export type MapTheme = {
  readonly id: 'sunny-farmstead' | 'industrial-farmlands' | 'grand-estate-interior' | 'archipelago-settlement';
  readonly name: string;
  /** File name under `/assets/maps/`, the creative level's map_path. */
  readonly mapPath: string;
  /** Tileset files under `/assets/tileset_png/`. */
  readonly tileset: string;
  readonly tilesetImage: string;
  /** A walkable tile to start the player on when a new creative level is made from the map. */
  readonly start: readonly [number, number];
};

export const MAP_THEMES: readonly MapTheme[] = [
  { id: 'sunny-farmstead', name: 'Sunny Farmstead', mapPath: 'creative-01.json', tileset: 'sunny-farmstead.json', tilesetImage: 'sunny-farmstead.png', start: [14, 9] },
  { id: 'industrial-farmlands', name: 'Industrial Farmlands', mapPath: 'creative-02.json', tileset: 'industrial-farmlands.json', tilesetImage: 'industrial-farmlands.png', start: [6, 10] },
  { id: 'grand-estate-interior', name: 'Grand Estate Interior', mapPath: 'creative-03.json', tileset: 'grand-estate-interior.json', tilesetImage: 'grand-estate-interior.png', start: [8, 15] },
  { id: 'archipelago-settlement', name: 'Archipelago Settlement', mapPath: 'creative-04.json', tileset: 'archipelago-settlement.json', tilesetImage: 'archipelago-settlement.png', start: [10, 14] },
];

export const DEFAULT_MAP_PATH = 'creative-01.json';

export const MAP_LAYER_NAMES = [
  'ground_tiles', 'ground_layer', 'ground_details', 'middle_layer', 'top_layer', 'extra_layer', 'collisions',
] as const;

/** Where the runtime assets live, relative to the site root. */
export const ASSET_PATHS = {
  base: '/assets/',
  tilesets: 'tileset_png/',
  maps: 'maps/',
  itemsAtlas: 'sprites/items.png',
  itemsFrames: 'sprites/items.json',
  effectsAtlas: 'sprites/effects.png',
  effectsFrames: 'sprites/effects.json',
  sounds: 'sounds/',
} as const;
