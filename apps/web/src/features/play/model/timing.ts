/** How long a speech bubble stays: 2500 ms plus 50 ms for every character beyond ten. */
export function speechBubbleMs(text: string): number {
  return 2500 + 50 * Math.max(0, [...text].length - 10);
}

/** The creative dialog's level name shrinks with its length: 28 px minus 0.2 per character, at least 12. */
export function creativeTitleFontSize(name: string): number {
  return Math.max(12, 28 - 0.2 * [...name].length);
}
