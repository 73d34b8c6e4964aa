import { hex, type Rgba } from './bitmap.ts';

/**
 * The one palette every generator draws from: warm ramps, dark to light, so shading is a step
 * along a ramp and the whole game keeps one look. OUTLINE is the 1-px line around every sprite.
 */
export type Ramp = readonly Rgba[];

function ramp(...colors: string[]): Ramp {
  return colors.map(hex);
}

export const OUTLINE = hex('#2a1d2e');
export const SHADOW = hex('#2a1d2e55');
export const WHITE = hex('#fffdf6');
export const BLACK = hex('#1b1420');

export const P = {
  red: ramp('#5e1f2b', '#a4303f', '#e04f4f', '#ff8a7a', '#ffc4b8'),
  orange: ramp('#7a3b1e', '#c0612b', '#f09a3e', '#ffc776', '#ffe4b0'),
  yellow: ramp('#8a6a1c', '#d8a42c', '#f5d547', '#fff3a0', '#fffbe0'),
  lime: ramp('#3f5a1c', '#6f9a2a', '#a8d045', '#d8f07a', '#f2ffc0'),
  green: ramp('#1e4d3a', '#2f7a3e', '#5daa45', '#9bd65a', '#d2f08a'),
  teal: ramp('#15433f', '#1f7a6e', '#35b09a', '#7ee0c4', '#c8fff0'),
  water: ramp('#1d3f6e', '#2a6fa8', '#3e9ad6', '#7cc8f0', '#c9f1ff'),
  blue: ramp('#283a7a', '#3f5fc0', '#6b8cf0', '#a8c4ff', '#dde8ff'),
  purple: ramp('#3e2459', '#6d3a94', '#a05dc8', '#d49cf0', '#f0d8ff'),
  pink: ramp('#8a2e5c', '#d05a8e', '#f590b8', '#ffd0e0', '#fff0f6'),
  wood: ramp('#3d2418', '#6b4028', '#9c6434', '#c98e4e', '#e8bf80'),
  dirt: ramp('#4a2e22', '#7a4a30', '#a0683e', '#c48a56', '#ddb07a'),
  sand: ramp('#9a7040', '#c89a5a', '#e6c27c', '#f5dca4', '#fff1cf'),
  stone: ramp('#3b3b4f', '#5f6275', '#8d92a3', '#bfc4cf', '#eef0f4'),
  brick: ramp('#5a2420', '#8f3a2c', '#c05a3c', '#e08a62', '#f4b896'),
  cream: ramp('#b8a27a', '#dccaa0', '#f4e8c8', '#fff8e6', '#ffffff'),
  gold: ramp('#7a4a10', '#c07a18', '#f0b429', '#ffe066', '#fff8c0'),
  choco: ramp('#2e1810', '#5a3020', '#8a5030', '#b8784a', '#dba878'),
  skinLight: ramp('#a0603e', '#e0a47a', '#f7c9a0', '#ffe2c6'),
  skinTan: ramp('#7a4426', '#b0714a', '#d49564', '#eab88a'),
  skinDark: ramp('#3e2216', '#6b3f26', '#8c5636', '#b07a52'),
  goblin: ramp('#2c4a1e', '#4f7e2c', '#7fb042', '#b4e070'),
  fur: ramp('#8d92a3', '#cfd0da', '#f4f2f0', '#ffffff'),
} as const;

export type RampName = keyof typeof P;

/** ramp[i] with the index clamped, so shading code can step freely. */
export function tone(r: Ramp, index: number): Rgba {
  const i = Math.max(0, Math.min(r.length - 1, Math.round(index)));
  return r[i] ?? OUTLINE;
}
