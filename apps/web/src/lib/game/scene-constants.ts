/**
 * The numbers of spec/gameplay.md §4 and §9 that shape the game scene, shared by the play screen
 * and the level creator (both draw with the scenes of this folder).
 */

/** Scene keys, here so the game host can name a scene without loading Phaser. */
export const PLAY_SCENE_KEY = 'play';
export const CREATOR_SCENE_KEY = 'creator';

export const TIMING = {
  /** Python time a run may take before it is interrupted. */
  executionLimitMs: 5000,
  /** The two waits of a reset before a run starts (scene reset, then settle). */
  runDelaysMs: [200, 500] as const,
  completionDialogMs: 800,
  tipMarkerMs: 500,
  sceneSwitchMs: 100,
  assetRetryMs: 5000,
  // A file the loader still waits for after this long is given up (and retried): a request that
  // never ends kept a map at "Loading" for good. The largest art file is under 200 kB.
  assetTimeoutMs: 20_000,
  contextLossReloadMs: 1000,
  idleSceneReadyMs: 1000,
  snackbarMs: 3000,
  /** A bump holds the character for a moment so the child sees it. */
  bumpBlockMs: 300,
} as const;

export const SIZES = {
  popupMaxWidth: 400,
  bubbleMaxWidth: 200,
  popupScrollHeight: 150,
  heart: 36,
  coin: 32,
} as const;

/** Draw order above the item's row (gameplay §9); higher draws in front. */
export const DEPTH_OFFSETS = {
  character: 9,
  item: 7,
  bridge: 2,
  bottle: 10,
  chest: 10,
  fx: 10,
  gate: 7,
  door: 7,
  oven: 7,
  flag: 9,
} as const;

/** The camera's settings live with the camera; re-exported for the play screen. */
export { CAMERA, CAMERA_FOLLOW_SPEED } from './camera/camera-settings.ts';

export const PATH_PREVIEW_DOTS = 20;

export const TILE = 16;

/** Normal speed: milliseconds to walk one tile (gameplay §9). */
export const NORMAL_TILE_MS = 250;

/** How long a speech bubble stays: 2500 ms plus 50 ms for every character beyond ten. */
export function speechBubbleMs(text: string): number {
  return 2500 + 50 * Math.max(0, [...text].length - 10);
}
