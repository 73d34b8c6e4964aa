export type { ItemArt } from './item-art.ts';
export { DEFAULT_STATE, ITEM_ART, itemFrameNames } from './item-art.ts';
export type { ItemCatalogueEntry } from './item-catalogue.ts';
export { ITEM_CATALOGUE, itemFrame } from './item-catalogue.ts';
export type { CharacterId, CharacterInfo, CharacterPose, Direction } from './characters.ts';
export {
  CHARACTERS, CHARACTER_FRAME, CHARACTER_IDS, CHARACTER_POSES, DEFAULT_CHARACTER, DIRECTIONS,
  PORTRAIT_SIZE, characterFrameIndex, characterFrameName, isCharacterId,
} from './characters.ts';
export type { MapTheme } from './themes.ts';
export { ASSET_PATHS, DEFAULT_MAP_PATH, MAP_LAYER_NAMES, MAP_THEMES } from './themes.ts';
export { SOUND_NAMES, SOUND_VOLUME, soundPath, type SoundName } from './sounds.ts';
export { EFFECT_ANIMATIONS, SPEECH_BUBBLE } from './effects.ts';
export type { EmbeddedTileset, TilesetRef } from './embed-tilesets.ts';
export { embedTilesets, tilesetUrl } from './embed-tilesets.ts';
