/**
 * The numbers of spec/gameplay.md §2, §4 and §9 that shape the play screen, in one place so a
 * reader can check them against the spec line by line.
 */

/** Width of the code panel beside the canvas on wide screens. */
export const CODE_PANEL_WIDTH = 640;
/** The canvas is as tall as the viewport minus the top bar and the heading row. */
export const TOP_BAR_HEIGHT = 64;
export const HEADING_HEIGHT = 66;

/** The code panel's Run button: where the skip link to Run leads (a phone map's copy has no id). */
export const RUN_BUTTON_ID = 'play-run';

export const EDITOR = {
  fontSize: 16,
  lineHeight: 22,
  tabSize: 4,
  height: 400,
  autocompleteWidth: 300,
  autocompleteRows: 8,
} as const;


/**
 * A program ended by the engine's action cap (`while True: turn_right()`) acts out only this many
 * of its steps, three spins, and then says why it stopped: the cap's 2000 steps would take minutes.
 */
export const STEPS_SHOWN_AT_ACTION_CAP = 12;

export const SOUND_VOLUME = 0.75;
export const WATER_POUR_VOLUME = 0.5;





// The scene's numbers live beside the shared scene (src/lib/game), which the creator draws with too.
export { CAMERA, DEPTH_OFFSETS, PATH_PREVIEW_DOTS, SIZES, TILE, TIMING } from '../../../lib/game/scene-constants.ts';
