/**
 * The camera's settings, in one place (spec/gameplay.md §9).
 *
 * To make the camera follow the character faster or slower, change `CAMERA_FOLLOW_SPEED`: it is
 * the only number the follow uses (`camera-math.ts` `easeToward`, called each frame by
 * `camera-rig.ts`).
 */

/**
 * How fast the camera follows the character: each frame it covers this share of the way still
 * left (1 snaps onto the character at once; 1/8 glides; smaller values lag further behind).
 */
export const CAMERA_FOLLOW_SPEED = 1 / 8;

export const CAMERA = {
  /** Zoom a level gets when it names none (pixels on screen per 100 map pixels, see camera-math). */
  defaultZoom: 64,
  zoomSteps: [1, 1.5, 2] as const,
  minFactor: 0.3,
  maxFactor: 2.5,
  /**
   * A level that names no zoom opens showing its whole map when it fits at no less than this
   * many screen pixels a tile, so every goal is in sight before the first run.
   */
  smallestFitZoom: 32,
  /**
   * A small map on a big screen is drawn larger than the default, filling the view, up to this many
   * screen pixels a tile (12 times the art's size: a 5 x 4 map fills a tablet's Game panel).
   */
  largestFitZoom: 192,
  /**
   * Above the default size the zoom rounds down to a whole step (crisp pixel art: every map pixel
   * the same size) when that still fills this share of what the fit would; otherwise it fits exactly.
   */
  wholeStepFill: 0.9,
  /** A little air around the fitted map (the toolbar, goals and buttons stand outside the map's area). */
  fitMargin: { x: 16, y: 16 },
  /** Background behind a map smaller than the view. */
  background: '#0c1410',
  /** A mouse drag pans only once it has gone this many screen pixels (a shorter one is a click). */
  dragThreshold: 6,
} as const;
