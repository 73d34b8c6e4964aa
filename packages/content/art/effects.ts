import { Bitmap } from './lib/bitmap.ts';
import { ellipse, orb, outline, polygon, rect } from './lib/draw.ts';
import { OUTLINE, P, WHITE, tone } from './lib/palette.ts';
import type { AtlasFrame } from './lib/atlas.ts';
import { EFFECT_ANIMATIONS, SPEECH_BUBBLE } from '../src/catalogue/effects.ts';

/**
 * Feedback effects (spec §9: heart 36 px, coin 32 px, speech bubble 200 px wide at most): the
 * heart pops and floats, the coin spins, and the bubble is a nine-slice the game stretches.
 */
export const HEART_FRAMES = 6;
export const COIN_FRAMES = 6;

function heartFrame(i: number): Bitmap {
  const b = new Bitmap(36, 36);
  const scale = [0.55, 0.8, 1, 0.92, 0.96, 0.9][i] ?? 1;
  const rise = i * 1.5;
  const cx = 18;
  const cy = 18 - rise + 2;
  const r = 7.5 * scale;
  orb(b, cx - r * 0.95, cy - r * 0.6, r, r, P.red, { base: 2, spec: false });
  orb(b, cx + r * 0.95, cy - r * 0.6, r, r, P.red, { base: 2, spec: false });
  polygon(b, [[cx - r * 1.9, cy - r * 0.3], [cx + r * 1.9, cy - r * 0.3], [cx, cy + r * 1.7]], tone(P.red, 2));
  polygon(b, [[cx, cy + r * 1.7], [cx + r * 1.9, cy - r * 0.3], [cx + r * 0.8, cy]], tone(P.red, 1));
  rect(b, cx - r * 1.3, cy - r * 1.0, Math.max(1, r * 0.4), Math.max(1, r * 0.4), WHITE);
  outline(b);
  if (i >= 2) {
    for (const [dx, dy] of [[-14, -10], [13, -12], [-12, 8], [14, 6]] as const) {
      const s = (i + dx) % 2 === 0 ? 1 : 0;
      b.set(cx + dx, cy + dy, tone(P.pink, 3));
      if (s) {
        b.set(cx + dx - 1, cy + dy, tone(P.pink, 2));
        b.set(cx + dx + 1, cy + dy, tone(P.pink, 2));
      }
    }
  }
  return b;
}

function coinFrame(i: number): Bitmap {
  const b = new Bitmap(32, 32);
  const squash = Math.abs(Math.cos((i / COIN_FRAMES) * Math.PI));
  const rx = Math.max(1.5, 12 * squash);
  orb(b, 16, 16, rx, 12, P.gold, { base: 2, spec: false });
  if (rx > 5) {
    ellipse(b, 16, 16, rx * 0.65, 8, tone(P.gold, 1));
    ellipse(b, 16, 16, rx * 0.5, 6.5, tone(P.gold, 3));
    rect(b, 15, 12, 2, 8, tone(P.gold, 1));
  }
  rect(b, 16 - rx * 0.5, 8, 1, 3, WHITE);
  outline(b);
  return b;
}

function bubble(): Bitmap {
  const b = new Bitmap(24, 24);
  rect(b, 2, 1, 20, 16, WHITE);
  rect(b, 1, 2, 22, 14, WHITE);
  polygon(b, [[6, 16], [12, 16], [6, 22]], WHITE);
  rect(b, 2, 14, 20, 2, tone(P.cream, 2));
  outline(b, OUTLINE);
  return b;
}

function sparkle(i: number): Bitmap {
  const b = new Bitmap(16, 16);
  const r = [2, 4, 6, 4][i] ?? 2;
  for (let d = -r; d <= r; d++) {
    b.set(8 + d, 8, tone(P.gold, 4));
    b.set(8, 8 + d, tone(P.gold, 4));
  }
  b.set(8, 8, WHITE);
  if (r > 3) {
    b.set(7, 7, tone(P.gold, 3));
    b.set(9, 9, tone(P.gold, 3));
    b.set(7, 9, tone(P.gold, 3));
    b.set(9, 7, tone(P.gold, 3));
  }
  return b;
}

function dust(i: number): Bitmap {
  const b = new Bitmap(16, 16);
  const r = 1.5 + i;
  ellipse(b, 5, 12 - i, r * 0.6, r * 0.5, tone(P.cream, 2));
  ellipse(b, 11, 12 - i, r * 0.5, r * 0.45, tone(P.cream, 3));
  return b;
}

export function drawEffects(): AtlasFrame[] {
  const frames: AtlasFrame[] = [];
  for (let i = 0; i < HEART_FRAMES; i++) frames.push({ name: `heart/${i}`, bitmap: heartFrame(i) });
  for (let i = 0; i < COIN_FRAMES; i++) frames.push({ name: `coin/${i}`, bitmap: coinFrame(i) });
  frames.push({ name: 'speech_bubble', bitmap: bubble() });
  for (let i = 0; i < 4; i++) frames.push({ name: `sparkle/${i}`, bitmap: sparkle(i) });
  for (let i = 0; i < 4; i++) frames.push({ name: `dust/${i}`, bitmap: dust(i) });
  return frames;
}

/** How the game plays the effects: the catalogue's frame lists and the bubble's nine-slice. */
export const EFFECTS_META = { animations: EFFECT_ANIMATIONS, speechBubble: SPEECH_BUBBLE };
