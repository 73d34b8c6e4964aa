import {
  ITEM_ART,
  CHARACTERS,
  DEFAULT_CHARACTER,
  CHARACTER_FRAME,
  CHARACTER_POSES,
  DIRECTIONS,
  EFFECT_ANIMATIONS,
  SOUND_VOLUME,
  soundPath,
  type SoundName as CatalogueSound,
} from '@codehop/content';
import { ASSET_BASE } from './map-builder.ts';

/** The items atlas frame for a type in a state; null when the item is not drawn (collected, unknown). */
export function itemFrame(type: string, status: string): string | null {
  if (status === 'collected') return null;
  const art = (ITEM_ART as Readonly<Record<string, (typeof ITEM_ART)[keyof typeof ITEM_ART]>>)[type];
  if (!art) return null;
  return art.frames[status] ?? art.frames[art.states[0] ?? 'idle'] ?? null;
}

/** The frame that stands for a type in the goals panel and the Code Book. */
export function itemIcon(type: string): string | null {
  const art = (ITEM_ART as Readonly<Record<string, (typeof ITEM_ART)[keyof typeof ITEM_ART]>>)[type];
  return art?.icon ?? null;
}

/** A character's sheet and its frame table (`down/walk-2`), falling back to the Rabbit. */
export function characterSheet(id: string): { readonly image: string; readonly frames: string } {
  const info = CHARACTERS.find((character) => character.id === id) ?? CHARACTERS.find((character) => character.id === DEFAULT_CHARACTER);
  return {
    image: `${ASSET_BASE}${info?.sheet ?? `sprites/characters/${DEFAULT_CHARACTER}.png`}`,
    frames: `${ASSET_BASE}${info?.frameData ?? `sprites/characters/${DEFAULT_CHARACTER}.json`}`,
  };
}

export function characterFrame(facing: Facing, pose: (typeof CHARACTER_POSES)[number]): string {
  return `${facing}/${pose}`;
}

export const CHARACTER_SHEET = {
  frameWidth: CHARACTER_FRAME.width,
  frameHeight: CHARACTER_FRAME.height,
  walkFps: CHARACTER_FRAME.walkFps,
  poses: CHARACTER_POSES,
  directions: DIRECTIONS,
} as const;

export type Facing = (typeof DIRECTIONS)[number];

/** A unit step as the sheet's row name. */
export function facingName(direction: readonly [number, number]): Facing {
  const [dx, dy] = direction;
  if (dx < 0) return 'left';
  if (dx > 0) return 'right';
  return dy > 0 ? 'down' : 'up';
}

export const ITEMS_ATLAS = { key: 'items', image: `${ASSET_BASE}sprites/items.png`, frames: `${ASSET_BASE}sprites/items.json` };
export const EFFECTS_ATLAS = { key: 'effects', image: `${ASSET_BASE}sprites/effects.png`, frames: `${ASSET_BASE}sprites/effects.json` };

export { EFFECT_ANIMATIONS };

/** What each moment of the game sounds like, by the catalogue's sound names. */
export const SOUNDS = {
  step: 'step',
  bump: 'bump',
  error: 'error',
  collect: 'collect',
  build: 'build',
  open: 'door',
  pour: 'water_pour',
  complete: 'success',
} as const satisfies Record<string, CatalogueSound>;
export type SoundName = keyof typeof SOUNDS;

export function soundUrl(name: SoundName): string {
  return `${ASSET_BASE}${soundPath(SOUNDS[name])}`;
}

/** Volume 0.75, the water pour 0.5 (gameplay §9), as the catalogue sets it. */
export function soundVolume(name: SoundName): number {
  return SOUND_VOLUME[SOUNDS[name]];
}
