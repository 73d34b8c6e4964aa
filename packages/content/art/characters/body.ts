import { Bitmap, type Rgba } from '../lib/bitmap.ts';
import { paintAscii } from '../lib/ascii.ts';

/**
 * The shared body every character is built on, placed by hand as text. Letters are roles,
 * not colours: S skin, s skin shade, E eye, r cheek, C/c top, A belt, P/p legs, B shoes, so one
 * template serves all 21 characters with their own palettes. Frames are 16x24, feet on row 22.
 */
export type View = 'down' | 'up' | 'side';

const HEAD: Record<View, string[]> = {
  down: [
    '....SSSSSSSS....',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSESSSSESS...',
    '...SSESSSSESS...',
    '...SrSSSSSSrS...',
    '....sSSSSSSs....',
    '.....ssssss.....',
  ],
  up: [
    '....SSSSSSSS....',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '....sSSSSSSs....',
    '.....ssssss.....',
  ],
  side: [
    '....SSSSSSSS....',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SSSSSSSSSS...',
    '...SESSSSSSSS...',
    '...SESSSSSSSS...',
    '..SSSrSSSSSSS...',
    '...ssSSSSSSs....',
    '.....ssssss.....',
  ],
};

const TORSO: Record<View, string[]> = {
  down: [
    '....cCCCCCCc....',
    '...cCCCCCCCCc...',
    '...cCCCCCCCCc...',
    '...SCCCCCCCCS...',
    '....AAAAAAAA....',
  ],
  up: [
    '....cCCCCCCc....',
    '...cCCCCCCCCc...',
    '...cCCCCCCCCc...',
    '...SCCCCCCCCS...',
    '....AAAAAAAA....',
  ],
  side: [
    '.....cCCCCc.....',
    '.....CCCCCCc....',
    '.....CCcCCCc....',
    '.....CCSCCCc....',
    '.....AAAAAA.....',
  ],
};

/** Legs per view: index 0 standing, 1 left foot forward, 2 right foot forward. */
const LEGS: Record<View, string[][]> = {
  down: [
    ['....PPPPPPPP....', '....PPp..pPP....', '....PPp..pPP....', '....BBB..BBB....'],
    ['....PPPPPPPP....', '....PPp..pPP....', '....BBB..pPP....', '.........BBB....'],
    ['....PPPPPPPP....', '....PPp..pPP....', '....PPp..BBB....', '....BBB.........'],
  ],
  up: [
    ['....PPPPPPPP....', '....PPp..pPP....', '....PPp..pPP....', '....BBB..BBB....'],
    ['....PPPPPPPP....', '....PPp..pPP....', '....BBB..pPP....', '.........BBB....'],
    ['....PPPPPPPP....', '....PPp..pPP....', '....PPp..BBB....', '....BBB.........'],
  ],
  side: [
    ['.....PPPPPP.....', '......PPPp......', '......PPPp......', '.....BBBB.......'],
    ['.....PPPPPP.....', '....PPp..PPp....', '...PPp....PPp...', '..BBB......BBB..'],
    ['.....PPPPPP.....', '.....PPpPPp.....', '....PPp..PPp....', '...BBB...BBB....'],
  ],
};

export const HEAD_TOP = 5;
export const TORSO_TOP = 14;
export const LEGS_TOP = 19;

export function paintBody(
  b: Bitmap,
  view: View,
  legs: 0 | 1 | 2,
  lift: number,
  key: Readonly<Record<string, Rgba>>,
): void {
  paintAscii(b, LEGS[view][legs] ?? [], key, 0, LEGS_TOP);
  paintAscii(b, TORSO[view], key, 0, TORSO_TOP - lift);
  paintAscii(b, HEAD[view], key, 0, HEAD_TOP - lift);
}

export function newFrame(): Bitmap {
  return new Bitmap(16, 24);
}
