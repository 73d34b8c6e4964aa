/**
 * The 21 avatars of the spec. Ids are the spec's (stored in profiles), including its spelling
 * "Luimberjack"; users see the display name. Every character has the same sheet layout, so the
 * renderer needs one animation table for all of them.
 */
export const CHARACTER_IDS = [
  'Rabbit', 'Boy', 'Boy2', 'Detective', 'FarmerBoy', 'Girl', 'Girl2', 'Glasses', 'Goblin', 'Kid1',
  'Kid2', 'Knight', 'Lady', 'Lady2', 'Luimberjack', 'OldMan', 'OldMan2', 'Punk', 'Viking',
  'Wizard1', 'Wizard2',
] as const;

export type CharacterId = (typeof CHARACTER_IDS)[number];

export const DEFAULT_CHARACTER: CharacterId = 'Rabbit';

export const DIRECTIONS = ['down', 'left', 'right', 'up'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Columns of a character sheet: an idle frame, then a four-frame walk cycle. */
export const CHARACTER_POSES = ['idle', 'walk-0', 'walk-1', 'walk-2', 'walk-3'] as const;
export type CharacterPose = (typeof CHARACTER_POSES)[number];

export const CHARACTER_FRAME = {
  width: 16,
  height: 24,
  /** The sprite's feet stand on the tile: draw with origin (0.5, 1) at the tile's bottom centre. */
  originX: 0.5,
  originY: 1,
  /** Frames per second of the walk cycle at Normal speed (one tile in 250 ms = one cycle). */
  walkFps: 16,
} as const;

export const PORTRAIT_SIZE = 40;

export type CharacterInfo = {
  readonly id: CharacterId;
  readonly displayName: string;
  /** `/assets/` relative paths. */
  readonly sheet: string;
  readonly frameData: string;
  readonly portrait: string;
};

const DISPLAY_NAMES: Readonly<Record<CharacterId, string>> = {
  Rabbit: 'Rabbit', Boy: 'Boy', Boy2: 'Boy 2', Detective: 'Detective', FarmerBoy: 'Farmer Boy',
  Girl: 'Girl', Girl2: 'Girl 2', Glasses: 'Glasses', Goblin: 'Goblin', Kid1: 'Kid 1', Kid2: 'Kid 2',
  Knight: 'Knight', Lady: 'Lady', Lady2: 'Lady 2', Luimberjack: 'Lumberjack', OldMan: 'Old Man',
  OldMan2: 'Old Man 2', Punk: 'Punk', Viking: 'Viking', Wizard1: 'Wizard', Wizard2: 'Wizard 2',
};

export const CHARACTERS: readonly CharacterInfo[] = CHARACTER_IDS.map((id) => ({
  id,
  displayName: DISPLAY_NAMES[id],
  sheet: `sprites/characters/${id}.png`,
  frameData: `sprites/characters/${id}.json`,
  portrait: `sprites/portraits/${id}.png`,
}));

export function isCharacterId(value: string): value is CharacterId {
  return (CHARACTER_IDS as readonly string[]).includes(value);
}

/** Frame name inside a character's frame data, e.g. `down/walk-2`. */
export function characterFrameName(direction: Direction, pose: CharacterPose): string {
  return `${direction}/${pose}`;
}

/** Index of a frame in the sheet (row = direction, column = pose), for Phaser spritesheets. */
export function characterFrameIndex(direction: Direction, pose: CharacterPose): number {
  return DIRECTIONS.indexOf(direction) * CHARACTER_POSES.length + CHARACTER_POSES.indexOf(pose);
}
