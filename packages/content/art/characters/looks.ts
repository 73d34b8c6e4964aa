import type { Bitmap, Rgba } from '../lib/bitmap.ts';
import { line, orb, polygon, rect } from '../lib/draw.ts';
import { BLACK, P, WHITE, tone, type Ramp } from '../lib/palette.ts';
import type { View } from './body.ts';

/**
 * Hair, hats and face pieces drawn over the shared body. All coordinates are for the head box
 * (columns 3..12, rows 5..13) with `y` added for the walk bob; the side view faces left.
 */
export type Hair = 'short' | 'long' | 'bun' | 'ponytail' | 'pigtails' | 'mohawk' | 'bald' | 'curly' | 'spiky' | 'none';
export type Hat = 'none' | 'cap' | 'beanie' | 'straw' | 'wizard' | 'helmet' | 'viking' | 'detective' | 'flatcap' | 'hood';
export type Extra = 'glasses' | 'beard' | 'moustache' | 'rabbit' | 'goblin_ears' | 'scarf' | 'plaid' | 'stars';

type Draw = (b: Bitmap, view: View, y: number, r: Ramp) => void;

function cap(b: Bitmap, view: View, y: number, c: Rgba, s: Rgba): void {
  rect(b, 4, 4 + y, 8, 1, c);
  rect(b, 3, 5 + y, 10, 2, c);
  if (view !== 'up') rect(b, view === 'side' ? 8 : 3, 7 + y, view === 'side' ? 5 : 1, view === 'side' ? 3 : 2, s);
  if (view === 'down') rect(b, 12, 7 + y, 1, 2, s);
  if (view === 'up') {
    rect(b, 3, 7 + y, 10, 4, c);
    rect(b, 4, 11 + y, 8, 1, s);
  }
}

export const HAIR: Record<Hair, Draw> = {
  none: () => undefined,
  short: (b, view, y, r) => {
    cap(b, view, y, tone(r, 2), tone(r, 1));
    if (view === 'down') {
      rect(b, 4, 7 + y, 2, 1, tone(r, 2));
      rect(b, 9, 7 + y, 3, 1, tone(r, 2));
    }
    if (view === 'side') rect(b, 3, 7 + y, 2, 1, tone(r, 2));
    b.set(6, 5 + y, tone(r, 3));
  },
  long: (b, view, y, r) => {
    HAIR.short(b, view, y, r);
    if (view === 'down') {
      rect(b, 2, 7 + y, 2, 9, tone(r, 2));
      rect(b, 12, 7 + y, 2, 9, tone(r, 1));
    } else if (view === 'up') {
      rect(b, 2, 5 + y, 12, 11, tone(r, 2));
      for (const x of [4, 7, 10]) rect(b, x, 8 + y, 1, 7, tone(r, 1));
      rect(b, 5, 6 + y, 2, 1, tone(r, 3));
    } else {
      rect(b, 9, 7 + y, 4, 9, tone(r, 2));
      rect(b, 11, 9 + y, 1, 6, tone(r, 1));
    }
  },
  bun: (b, view, y, r) => {
    HAIR.short(b, view, y, r);
    orb(b, view === 'side' ? 10 : 8, 3 + y, 2.5, 2, r, { base: 2, spec: false });
  },
  ponytail: (b, view, y, r) => {
    HAIR.short(b, view, y, r);
    if (view === 'side') rect(b, 12, 7 + y, 2, 6, tone(r, 2));
    if (view === 'up') rect(b, 7, 10 + y, 2, 6, tone(r, 1));
    if (view === 'down') rect(b, 12, 8 + y, 1, 3, tone(r, 1));
  },
  pigtails: (b, view, y, r) => {
    HAIR.short(b, view, y, r);
    if (view !== 'side') {
      orb(b, 2, 9 + y, 2, 2.5, r, { base: 2, spec: false });
      orb(b, 14, 9 + y, 2, 2.5, r, { base: 2, spec: false });
    } else orb(b, 12.5, 9 + y, 2, 2.5, r, { base: 2, spec: false });
  },
  mohawk: (b, view, y, r) => {
    if (view === 'side') {
      polygon(b, [[4, 6 + y], [6, 0 + y], [8, 3 + y], [10, 0 + y], [12, 5 + y], [12, 7 + y], [4, 7 + y]], tone(r, 2));
      line(b, 6, 2 + y, 10, 2 + y, tone(r, 3));
    } else {
      rect(b, 6, 0 + y, 4, 6, tone(r, 2));
      rect(b, 7, 0 + y, 1, 6, tone(r, 3));
      if (view === 'up') rect(b, 6, 6 + y, 4, 5, tone(r, 1));
    }
  },
  bald: (b, view, y, r) => {
    if (view === 'down') {
      rect(b, 3, 8 + y, 1, 3, tone(r, 2));
      rect(b, 12, 8 + y, 1, 3, tone(r, 2));
    } else if (view === 'up') rect(b, 3, 8 + y, 10, 3, tone(r, 2));
    else rect(b, 9, 8 + y, 4, 3, tone(r, 2));
    b.set(6, 6 + y, WHITE);
  },
  curly: (b, view, y, r) => {
    const centres = view === 'side'
      ? [[5, 5], [8, 4], [11, 5], [12, 8], [10, 8]]
      : [[4, 6], [6, 4.5], [9, 4.5], [11.5, 6], [3.5, 8.5], [12.5, 8.5]];
    if (view === 'up') centres.push([5, 9], [8, 8], [11, 9], [8, 11]);
    for (const [cx, cy] of centres) orb(b, cx ?? 0, (cy ?? 0) + y, 2.2, 2.2, r, { base: 2, spec: false });
  },
  spiky: (b, view, y, r) => {
    HAIR.short(b, view, y, r);
    for (const x of view === 'side' ? [5, 8, 11] : [4, 7, 10, 12]) polygon(b, [[x - 1, 5 + y], [x, 1 + y], [x + 2, 5 + y]], tone(r, 2));
  },
};

export const HATS: Record<Hat, Draw> = {
  none: () => undefined,
  cap: (b, view, y, r) => {
    rect(b, 3, 3 + y, 10, 3, tone(r, 2));
    rect(b, 4, 3 + y, 4, 1, tone(r, 3));
    if (view === 'down') rect(b, 3, 6 + y, 10, 1, tone(r, 1));
    if (view === 'side') rect(b, 1, 5 + y, 4, 1, tone(r, 1));
    b.set(8, 2 + y, tone(r, 1));
  },
  beanie: (b, view, y, r) => {
    rect(b, 4, 2 + y, 8, 2, tone(r, 2));
    rect(b, 3, 4 + y, 10, 3, tone(r, 2));
    rect(b, 3, 6 + y, 10, 1, tone(r, 3));
    orb(b, 8, 1.5 + y, 1.6, 1.6, P.cream, { base: 3, spec: false });
    if (view === 'up') rect(b, 3, 7 + y, 10, 2, tone(r, 1));
  },
  straw: (b, _view, y, r) => {
    rect(b, 0, 5 + y, 16, 2, tone(r, 3));
    rect(b, 4, 2 + y, 8, 3, tone(r, 2));
    rect(b, 4, 4 + y, 8, 1, tone(P.red, 2));
  },
  wizard: (b, view, y, r) => {
    polygon(b, [[3, 5 + y], [10, -0.5 + y], [13, 5 + y]], tone(r, 2));
    polygon(b, [[10, -0.5 + y], [13, 5 + y], [10, 5 + y]], tone(r, 1));
    rect(b, 1, 5 + y, 14, 2, tone(r, 2));
    rect(b, 1, 6 + y, 14, 1, tone(r, 1));
    if (view !== 'up') {
      b.set(7, 3 + y, tone(P.gold, 3));
      b.set(10, 2 + y, tone(P.gold, 3));
    }
  },
  helmet: (b, view, y, r) => {
    rect(b, 3, 4 + y, 10, 10, tone(r, 3));
    rect(b, 4, 3 + y, 8, 1, tone(r, 3));
    rect(b, view === 'side' ? 9 : 10, 4 + y, view === 'side' ? 4 : 3, 10, tone(r, 2));
    if (view === 'down') {
      rect(b, 4, 9 + y, 8, 1, BLACK);
      rect(b, 7, 10 + y, 2, 3, tone(r, 1));
    }
    if (view === 'side') rect(b, 3, 9 + y, 4, 1, BLACK);
    rect(b, 7, 0 + y, 2, 3, tone(P.red, 2));
    rect(b, view === 'side' ? 9 : 8, 0 + y, 2, 2, tone(P.red, 3));
  },
  viking: (b, view, y, r) => {
    rect(b, 3, 3 + y, 10, 4, tone(r, 3));
    rect(b, 3, 6 + y, 10, 1, tone(P.gold, 2));
    rect(b, 7, 3 + y, 2, 4, tone(P.gold, 2));
    if (view !== 'side') {
      polygon(b, [[3, 5 + y], [0, 3 + y], [1, 0 + y], [2, 3 + y]], tone(P.cream, 3));
      polygon(b, [[13, 5 + y], [16, 3 + y], [15, 0 + y], [14, 3 + y]], tone(P.cream, 3));
    } else polygon(b, [[9, 4 + y], [12, 0 + y], [13, 1 + y], [12, 5 + y]], tone(P.cream, 3));
  },
  detective: (b, view, y, r) => {
    rect(b, 4, 2 + y, 8, 4, tone(r, 2));
    rect(b, 4, 4 + y, 8, 1, tone(r, 0));
    rect(b, view === 'side' ? 1 : 2, 5 + y, view === 'side' ? 14 : 12, 2, tone(r, 1));
    b.set(5, 2 + y, tone(r, 3));
  },
  flatcap: (b, view, y, r) => {
    rect(b, 3, 3 + y, 10, 3, tone(r, 2));
    rect(b, 3, 3 + y, 10, 1, tone(r, 3));
    if (view === 'down') rect(b, 3, 6 + y, 10, 1, tone(r, 1));
    if (view === 'side') rect(b, 1, 5 + y, 4, 1, tone(r, 1));
  },
  hood: (b, view, y, r) => {
    if (view === 'up') rect(b, 2, 3 + y, 12, 11, tone(r, 2));
    else if (view === 'side') {
      rect(b, 3, 3 + y, 11, 3, tone(r, 2));
      rect(b, 8, 6 + y, 6, 8, tone(r, 2));
    } else {
      rect(b, 3, 3 + y, 10, 3, tone(r, 2));
      rect(b, 2, 5 + y, 2, 9, tone(r, 2));
      rect(b, 12, 5 + y, 2, 9, tone(r, 1));
    }
  },
};

export const EXTRAS: Record<Extra, Draw> = {
  glasses: (b, view, y) => {
    const frame = tone(P.stone, 0);
    if (view === 'down') {
      for (const x of [4, 9]) {
        rect(b, x, 8 + y, 3, 3, frame);
        rect(b, x + 1, 9 + y, 1, 1, tone(P.water, 4));
      }
      b.set(5, 9 + y, BLACK);
      b.set(10, 9 + y, BLACK);
      rect(b, 7, 9 + y, 2, 1, frame);
    } else if (view === 'side') {
      rect(b, 3, 8 + y, 3, 3, frame);
      b.set(4, 9 + y, BLACK);
      rect(b, 6, 9 + y, 4, 1, frame);
    }
  },
  beard: (b, view, y, r) => {
    if (view === 'down') {
      polygon(b, [[3, 10 + y], [13, 10 + y], [12, 15 + y], [8, 17 + y], [4, 15 + y]], tone(r, 2));
      rect(b, 6, 11 + y, 4, 1, tone(P.skinLight, 1));
      rect(b, 5, 10 + y, 6, 1, tone(r, 3));
    } else if (view === 'side') {
      polygon(b, [[2, 10 + y], [8, 10 + y], [8, 15 + y], [4, 16 + y], [2, 13 + y]], tone(r, 2));
    } else {
      rect(b, 3, 11 + y, 1, 2, tone(r, 2));
      rect(b, 12, 11 + y, 1, 2, tone(r, 2));
    }
  },
  moustache: (b, view, y, r) => {
    if (view === 'down') {
      rect(b, 5, 11 + y, 6, 1, tone(r, 2));
      b.set(4, 12 + y, tone(r, 2));
      b.set(11, 12 + y, tone(r, 2));
    } else if (view === 'side') rect(b, 2, 11 + y, 3, 1, tone(r, 2));
  },
  rabbit: (b, view, y) => {
    const fur = tone(P.fur, 2);
    const inner = tone(P.pink, 2);
    if (view === 'side') {
      polygon(b, [[8, 5 + y], [10, 0 + y], [13, 0 + y], [11, 5 + y]], fur);
      line(b, 11, 1 + y, 10, 4 + y, inner);
    } else {
      for (const x of [4, 10]) {
        rect(b, x, 0 + y, 2, 6, fur);
        if (view === 'down') rect(b, x + (x === 4 ? 1 : 0), 1 + y, 1, 4, inner);
      }
    }
    if (view === 'down') {
      rect(b, 7, 11 + y, 2, 1, tone(P.pink, 2));
      b.set(7, 12 + y, WHITE);
      b.set(8, 12 + y, WHITE);
    }
    if (view === 'side') b.set(2, 11 + y, tone(P.pink, 2));
    if (view === 'up') orb(b, 8, 19, 2, 2, P.fur, { base: 2, spec: false });
  },
  goblin_ears: (b, view, y, r) => {
    if (view === 'side') polygon(b, [[9, 9 + y], [14, 6 + y], [11, 11 + y]], tone(r, 2));
    else {
      polygon(b, [[3, 9 + y], [0, 6 + y], [3, 11 + y]], tone(r, 2));
      polygon(b, [[13, 9 + y], [16, 6 + y], [13, 11 + y]], tone(r, 2));
    }
  },
  scarf: (b, view, y, r) => {
    rect(b, view === 'side' ? 5 : 4, 13 + y, view === 'side' ? 6 : 8, 2, tone(r, 2));
    if (view === 'down') rect(b, 10, 15 + y, 2, 3, tone(r, 1));
    if (view === 'side') rect(b, 10, 15 + y, 2, 3, tone(r, 1));
  },
  plaid: (b, view, y, r) => {
    const x0 = view === 'side' ? 5 : 4;
    const x1 = view === 'side' ? 10 : 11;
    for (let yy = 14; yy < 18; yy++) for (let x = x0; x <= x1; x++) if (x % 3 === 0 || yy % 3 === 0) b.set(x, yy + y, tone(r, 0));
  },
  stars: (b, view, y) => {
    if (view === 'up') return;
    b.set(6, 16 + y, tone(P.gold, 3));
    b.set(10, 15 + y, tone(P.gold, 3));
    b.set(8, 18, tone(P.gold, 3));
  },
};
