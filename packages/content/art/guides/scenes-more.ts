import type { Bitmap } from '../lib/bitmap.ts';
import { tone, P } from '../lib/palette.ts';
import { arcArrow, dottedArrow, numberBadge, panel, sign, sparkle, verdict, type Point } from './marks.ts';
import type { GuideScene } from './scene.ts';

const FARM = `theme: sunny-farmstead
base: grass`;

/** A row of item slots (a list) at tile (x, y), n slots wide. */
function listRow(layer: Bitmap, x: number, y: number, n: number): void {
  panel(layer, x * 16 - 2, y * 16 - 2, n * 16 + 4, 20, tone(P.cream, 2), tone(P.wood, 1));
  for (let i = 1; i < n; i++) for (let j = 0; j < 16; j++) layer.set(x * 16 + i * 16 - 1, y * 16 + j, tone(P.wood, 2));
}

/** Hops from tile to tile along a row, each an arc (the same picture as move_forward's). */
function hop(layer: Bitmap, c: (at: Point) => Point, from: Point, to: Point, bend = -8): void {
  const [x0, y0] = c(from);
  const [x1, y1] = c(to);
  arcArrow(layer, [x0 + 2, y0 - 8], [x1 - 1, y1 - 8], bend);
}

/** More "new idea" levels: else, comparing, loops that do more, list tools, return. */
export const MORE_SCENES: readonly GuideScene[] = [
  {
    // else: at the fork one way is taken (tick), the other is not (cross).
    slug: 'conditions-level2',
    map: `theme: archipelago-settlement
base: sand
---
~~~~~~~~~~
..........
.wwwwwwww.
....ww....
....ww....
gggggggggg`,
    paint(b) {
      b.item('star', [1, 2]);
      b.actor('Rabbit', [4.5, 4], 'up');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([4.5, 3.4]), c([4.5, 2.2]), c([1.8, 2.2])]);
        dottedArrow(layer, [c([4.5, 2.2]), c([7.5, 2.2])], tone(P.stone, 3));
        verdict(layer, c([2.8, 1]), true);
        verdict(layer, c([6.5, 1]), false);
      });
    },
  },
  {
    // Comparing numbers: the pumpkin with more wins the tray.
    slug: 'conditions-level5',
    map: `theme: industrial-farmlands
base: grass
place: silo 8 0
---
..........
.fffffff..
.fffffff..
.fffffff..
..........
..........`,
    paint(b) {
      b.item('pumpkin', [2, 2]);
      b.item('pumpkin', [5, 2]);
      b.item('tray/empty', [7.5, 4]);
      b.item('pumpkin', [7.5, 3.6]);
      b.actor('Rabbit', [3.5, 4.6], 'up');
      b.marks((layer, c) => {
        numberBadge(layer, c([2, 1]), 3);
        numberBadge(layer, c([5, 1]), 7);
        verdict(layer, c([2, 3.1]), false);
        verdict(layer, c([5, 3.1]), true);
        arcArrow(layer, c([5.6, 2.4]), c([7.3, 3.6]), -6);
      });
    },
  },
  {
    // A loop of several lines: step, turn, step, turn ... up the stairs, 1-2-3.
    slug: 'loops-level2',
    map: `${FARM}
place: tree 0 0
detail: flowers_red 8 5
---
......d...
.....dd...
....dd....
...dd.....
..dd......
..........`,
    paint(b) {
      b.item('strawberry', [6, 0]);
      b.item('strawberry', [5, 1]);
      b.item('strawberry', [4, 2]);
      b.actor('Rabbit', [2, 4], 'right');
      b.marks((layer, c) => {
        const steps: Point[] = [[2, 4], [3, 4], [3, 3], [4, 3], [4, 2], [5, 2], [5, 1]];
        dottedArrow(layer, steps.map((at) => c(at)).map(([x, y]) => [x, y - 2] as const));
        for (const [i, at] of ([[3.8, 4.4], [4.8, 3.4], [5.8, 2.4]] as const).entries()) numberBadge(layer, c(at), i + 1);
      });
    },
  },
  {
    // The loop variable: jumps that grow, 1 then 2 then 3 tiles.
    slug: 'loops-level4',
    map: `theme: archipelago-settlement
base: sand
---
~~~~~~~~~~
..........
wwwwwwwwww
..........
gggggggggg
gggggggggg`,
    paint(b) {
      b.item('gem', [1, 2]);
      b.item('gem', [3, 2]);
      b.item('gem', [6, 2]);
      b.actor('Rabbit', [0, 2], 'right');
      b.marks((layer, c) => {
        hop(layer, c, [0, 2], [1, 2], -6);
        hop(layer, c, [1, 2], [3, 2], -10);
        hop(layer, c, [3, 2], [6, 2], -14);
        numberBadge(layer, c([0.5, 0.7]), 1);
        numberBadge(layer, c([2, 0.4]), 2);
        numberBadge(layer, c([4.5, 0.1]), 3);
      });
    },
  },
  {
    // Counting in a loop: each corn adds one to the count.
    slug: 'loops-level5',
    map: `theme: industrial-farmlands
base: grass
place: silo 8 0
---
..........
..........
.ffffff...
..........
..........
..........`,
    paint(b) {
      for (const x of [2, 4, 6]) b.item('corn', [x, 2]);
      b.actor('Rabbit', [1, 2], 'right');
      b.marks((layer, c) => {
        for (const [i, x] of [2, 4, 6].entries()) {
          arcArrow(layer, c([x, 2.6]), c([x, 3.7]), 0);
          numberBadge(layer, c([x, 4.2]), i + 1);
        }
        sign(layer, c([3, 4.2]), '+');
        sign(layer, c([5, 4.2]), '+');
      });
    },
  },
  {
    // append(): a new thing goes on the end of the list.
    slug: 'lists-level3',
    map: `theme: industrial-farmlands
base: grass
---
..........
..........
..........
..........
kkkkkkkkkk
..........`,
    paint(b) {
      b.marks((layer) => listRow(layer, 2, 1.5, 4));
      b.item('sign', [2, 1.5]);
      b.item('sign', [3, 1.5]);
      b.item('sign', [4, 1.5]);
      b.item('sign', [7.5, 3.5], { faded: false });
      b.actor('Rabbit', [8.5, 4], 'left');
      b.marks((layer, c) => {
        arcArrow(layer, c([7.3, 3.1]), c([5.2, 2.1]), 8);
        sign(layer, c([6.4, 2]), '+');
        sparkle(layer, c([5.6, 0.9]), 3);
      });
    },
  },
  {
    // len(): how many things the list holds.
    slug: 'lists-level4',
    map: `theme: archipelago-settlement
base: sand
---
~~~~~~~~~~
..........
..........
..........
gggggggggg
gggggggggg`,
    paint(b) {
      b.marks((layer) => listRow(layer, 1, 1.5, 4));
      b.actor('Girl', [1, 2], 'down');
      b.actor('Viking', [2, 2], 'down');
      b.actor('OldMan', [3, 2], 'down');
      b.actor('Kid1', [4, 2], 'down');
      b.actor('Rabbit', [5, 4], 'up');
      b.marks((layer, c) => {
        sign(layer, c([6, 1.5]), '=');
        numberBadge(layer, c([7.3, 1.5]), 4, tone(P.blue, 1));
      });
    },
  },
  {
    // sorted(): the same things, put in order.
    slug: 'lists-level5',
    map: `${FARM}
place: apple_tree 8 0
---
..........
..........
..........
..........
..........
..........`,
    paint(b) {
      b.marks((layer) => {
        listRow(layer, 1, 0.6, 3);
        listRow(layer, 1, 3.4, 3);
      });
      const before = ['cherry', 'apple', 'banana'];
      const after = ['apple', 'banana', 'cherry'];
      before.forEach((frame, i) => b.item(frame, [1 + i, 0.6]));
      after.forEach((frame, i) => b.item(frame, [1 + i, 3.4]));
      b.actor('Rabbit', [6, 3.4], 'left');
      b.marks((layer, c) => {
        arcArrow(layer, c([4.4, 0.9]), c([4.4, 3.1]), 8);
        for (let i = 0; i < 3; i++) numberBadge(layer, c([1 + i, 4.6]), i + 1, tone(P.blue, 1));
      });
    },
  },
  {
    // return: the function takes an apple and gives an answer back (its price).
    slug: 'functions-level4',
    map: `${FARM}
place: house 6 0
---
..........
..........
..........
.dddddddd.
..........
..........`,
    paint(b) {
      b.item('apple', [1, 2.5]);
      b.marks((layer, c) => {
        const [x, y] = c([4, 2.5]);
        panel(layer, x - 14, y - 12, 28, 24, tone(P.purple, 2), tone(P.purple, 0));
        arcArrow(layer, c([1.6, 2.3]), [x - 16, y - 4], -6);
        arcArrow(layer, [x + 2, y + 14], c([3, 4.6]), 8);
        sparkle(layer, [x, y], 5, tone(P.gold, 3));
      });
      b.item('coin', [2.5, 4.2]);
      b.actor('Rabbit', [6, 3], 'left');
    },
  },
];
