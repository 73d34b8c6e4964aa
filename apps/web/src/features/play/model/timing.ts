export { speechBubbleMs } from '../../../lib/game/scene-constants.ts';

/** The creative dialog's level name shrinks with its length: 28 px minus 0.2 per character, at least 12. */
export function creativeTitleFontSize(name: string): number {
  return Math.max(12, 28 - 0.2 * [...name].length);
}
