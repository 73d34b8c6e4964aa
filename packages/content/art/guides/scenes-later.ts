import { tone, P, WHITE } from '../lib/palette.ts';
import { arcArrow, bubble, dottedArrow, numberBadge, panel, sign, sparkle, turnArrow, verdict } from './marks.ts';
import type { GuideScene } from './scene.ts';

const FARM = `theme: sunny-farmstead
base: grass`;

/** A shelf-like panel of item slots at tile row y, from tile x, n slots wide. */
function slots(layer: import('../lib/bitmap.ts').Bitmap, x: number, y: number, n: number): void {
  panel(layer, x * 16 - 2, y * 16 - 2, n * 16 + 4, 20, tone(P.cream, 2), tone(P.wood, 1));
  for (let i = 1; i < n; i++) for (let j = 0; j < 16; j++) layer.set(x * 16 + i * 16 - 1, y * 16 + j, tone(P.wood, 2));
}

/** Chapters 2-8: operators, conditions, loops, lists, functions, dictionaries and classes. */
export const LATER_SCENES: readonly GuideScene[] = [
  {
    // `+` adds: two carrots and one carrot make three on the tray.
    slug: 'operators-level1',
    map: `${FARM}
place: tree 0 0
place: tree 8 0
---
..........
..........
..dddddd..
..dddddd..
..........
..........`,
    paint(b) {
      b.item('carrot', [1.5, 2.5]);
      b.item('carrot', [2.2, 2.5]);
      b.item('carrot', [4, 2.5]);
      b.item('tray/filled', [7, 2.5]);
      b.marks((layer, c) => {
        sign(layer, c([3.2, 2.5]), '+');
        sign(layer, c([5.6, 2.5]), '=');
        numberBadge(layer, c([7, 1.4]), 3);
      });
      b.actor('Rabbit', [4, 4.6], 'up');
    },
  },
  {
    // `*` multiplies: three rows of two eggs fill a tray of six.
    slug: 'operators-level3',
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
      for (const y of [1.5, 2.5, 3.5]) {
        b.item('egg', [1.5, y]);
        b.item('egg', [2.5, y]);
      }
      b.item('tray/filled', [7.5, 2.5]);
      b.marks((layer, c) => {
        numberBadge(layer, c([0.6, 1.5]), 1);
        numberBadge(layer, c([0.6, 2.5]), 2);
        numberBadge(layer, c([0.6, 3.5]), 3);
        sign(layer, c([4.3, 2.5]), 'x');
        sign(layer, c([6, 2.5]), '=');
        numberBadge(layer, c([7.5, 1.4]), 6);
      });
      b.actor('Rabbit', [4.5, 4.5], 'up');
    },
  },
  {
    // `+` joins text: the scroll's words and more words go onto the sign.
    slug: 'operators-level4',
    map: `theme: grand-estate-interior
base: wood_floor
place: wall_plain 0 0
place: wall_window 1 0
place: wall_plain 2 0
place: wall_painting 3 0
place: wall_plain 4 0
place: bookshelf 5 0
place: wall_plain 6 0
place: wall_window 7 0
place: clock 8 0
place: wall_plain 9 0
---
##########
..........
..........
..uuuuuu..
..uuuuuu..
..........`,
    paint(b) {
      b.item('scroll', [1, 2]);
      b.item('sign', [8, 2]);
      b.actor('Rabbit', [5, 3], 'right');
      b.marks((layer, c) => {
        bubble(layer, [c([1, 2])[0], c([1, 2])[1] - 6], 22, 'lines');
        sign(layer, c([2.6, 1.3]), '+');
        bubble(layer, [c([4, 2])[0], c([4, 2])[1] - 6], 22, 'lines', tone(P.yellow, 4));
        arcArrow(layer, [c([5, 1])[0] + 4, c([5, 1])[1] - 2], [c([8, 2])[0] - 4, c([8, 2])[1] - 8], -10);
      });
    },
  },
  {
    // `if`: carrot here? then collect; no carrot? walk on.
    slug: 'conditions-level1',
    map: `${FARM}
place: tree 8 0
detail: flowers_red 1 5
---
..........
..........
.dddddddd.
..........
..........
..........`,
    paint(b) {
      b.item('carrot', [3, 2]);
      b.item('carrot', [5, 2]);
      b.actor('Rabbit', [1, 2], 'right');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([1.4, 2]), c([7.6, 2])]);
        verdict(layer, c([3, 3.3]), true);
        verdict(layer, c([4, 3.3]), false);
        verdict(layer, c([5, 3.3]), true);
        verdict(layer, c([6, 3.3]), false);
      });
    },
  },
  {
    // question(): ask, and the answer is yes or no.
    slug: 'conditions-level3',
    map: `${FARM}
place: house 6 0
place: tree 0 0
---
..........
..........
..........
..dddddd..
..........
..........`,
    paint(b) {
      b.actor('Rabbit', [3, 3], 'right');
      b.actor('OldMan', [5, 3], 'left');
      b.marks((layer, c) => {
        const [x, y] = c([3, 3]);
        bubble(layer, [x + 4, y - 18], 22, 'question');
        verdict(layer, c([4.5, 4.6]), true);
        verdict(layer, c([5.5, 4.6]), false);
      });
    },
  },
  {
    // display(): what the program says appears on the sign.
    slug: 'conditions-level4',
    map: `${FARM}
place: tree 0 0
place: tree 8 0
---
..........
..........
..........
.dddddddd.
..........
..........`,
    paint(b) {
      b.item('sign', [3, 2]);
      b.item('sign', [6, 2]);
      b.actor('Rabbit', [3, 3], 'up');
      b.marks((layer, c) => {
        bubble(layer, [c([3, 2])[0], c([3, 2])[1] - 7], 26, 'lines', tone(P.yellow, 4));
        sparkle(layer, c([6.7, 1.6]), 3);
      });
    },
  },
  {
    // open() and close(): a closed gate, opened, the way through.
    slug: 'conditions-level7',
    map: `${FARM}
place: tree 0 0
---
..........
..........
FFFFFFFFFF
....d.....
....d.....
....d.....`,
    paint(b) {
      b.item('gate/closed', [2, 2]);
      b.item('gate/open', [4, 2]);
      b.item('gate/closed', [7, 2]);
      b.item('lettuce', [4, 1]);
      b.actor('Rabbit', [4, 4], 'up');
      b.marks((layer, c) => {
        sparkle(layer, c([4.6, 1.7]), 3);
        dottedArrow(layer, [c([4, 3.4]), c([4, 1.6])]);
      });
    },
  },
  {
    // water(): the canteen pours, the sapling grows.
    slug: 'conditions-level8',
    map: `${FARM}
place: tree 8 0
---
..........
..........
..ffffff..
..ffffff..
..........
..........`,
    paint(b) {
      b.item('sapling', [3, 2.5]);
      b.item('sapling/watered', [6, 2.5]);
      b.item('canteen', [2, 1.3]);
      b.actor('Rabbit', [1.6, 2.6], 'right');
      b.marks((layer, c) => {
        for (const [dx, dy] of [[0, 0], [3, 4], [-2, 6]] as const) {
          const [x, y] = c([2.7, 1.9]);
          layer.set(x + dx, y + dy, tone(P.water, 3));
          layer.set(x + dx, y + dy + 1, tone(P.water, 2));
        }
        arcArrow(layer, c([3.6, 2.3]), c([5.4, 2.3]), -8);
        sparkle(layer, c([6.6, 1.8]), 3);
      });
    },
  },
  {
    // A for loop: the same hop-and-collect, three times.
    slug: 'loops-level1',
    map: `${FARM}
place: tree 0 0
place: apple_tree 8 0
---
..........
..........
..........
.dddddddd.
..........
..........`,
    paint(b) {
      for (const x of [3, 5, 7]) b.item('carrot', [x, 3]);
      b.actor('Rabbit', [2, 3], 'right');
      b.marks((layer, c) => {
        for (const [i, x] of [3, 5, 7].entries()) {
          const [x0, y0] = c([x - 1, 3]);
          const [x1] = c([x, 3]);
          arcArrow(layer, [x0 + 2, y0 - 12], [x1, y0 - 6], -8);
          numberBadge(layer, [(x0 + x1) / 2, y0 - 26], i + 1);
        }
        turnArrow(layer, c([5, 4.7]), 7, Math.PI * 0.9, Math.PI * 2.6, tone(P.lime, 3));
      });
    },
  },
  {
    // push(): the rabbit pushes the rock one tile along.
    slug: 'loops-level3',
    map: `theme: industrial-farmlands
base: grass
place: silo 8 0
---
..........
..........
.kkkkkkk..
..........
..........
..........`,
    paint(b) {
      b.item('rock', [4, 2], { faded: true });
      b.item('rock', [5, 2]);
      b.item('golden_egg', [7, 2]);
      b.actor('Rabbit', [3, 2], 'right');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([4.2, 1.1]), c([5.2, 1.1])]);
        dottedArrow(layer, [c([3.4, 1.1]), c([4.2, 1.1])]);
      });
      b.effect('dust/1', [4.4, 2.3]);
    },
  },
  {
    // A while loop: keep watering while a thirsty sapling is ahead.
    slug: 'loops-level6',
    map: `${FARM}
place: tree 0 0
---
..........
..........
.ffffffff.
..........
..........
..........`,
    paint(b) {
      b.item('sapling/watered', [2, 2]);
      b.item('sapling/watered', [3, 2]);
      b.item('sapling', [4, 2]);
      b.item('sapling', [5, 2]);
      b.item('sapling', [6, 2]);
      b.item('canteen', [8, 4]);
      b.actor('Rabbit', [4, 3], 'up');
      b.marks((layer, c) => {
        verdict(layer, c([2, 1]), true);
        verdict(layer, c([3, 1]), true);
        turnArrow(layer, c([4, 1]), 6, Math.PI * 0.9, Math.PI * 2.6, tone(P.lime, 3));
        dottedArrow(layer, [c([4.5, 3.4]), c([6.5, 3.4])]);
      });
    },
  },
  {
    // A loop inside a loop: row after row of tulips.
    slug: 'loops-level7',
    map: `${FARM}
place: tree 8 0
---
..........
.fffff....
.fffff....
.fffff....
..........
..........`,
    paint(b) {
      for (let row = 0; row < 3; row++) for (let col = 0; col < 4; col++) b.item('tulip', [2 + col, 1 + row]);
      b.actor('Rabbit', [2, 4.9], 'up');
      b.marks((layer, c) => {
        for (let row = 0; row < 3; row++) {
          numberBadge(layer, c([0.9, 1 + row]), row + 1);
          dottedArrow(layer, [c([6.3, 1 + row]), c([7.6, 1 + row])]);
        }
      });
      b.item('shelf/filled', [8, 2]);
    },
  },
  {
    // A list: many things in one row, in order.
    slug: 'lists-level1',
    map: `theme: grand-estate-interior
base: wood_floor
place: wall_plain 0 0
place: wall_window 1 0
place: wall_plain 2 0
place: clock 3 0
place: wall_plain 4 0
place: wall_window 5 0
place: wall_plain 6 0
place: bookshelf 7 0
place: wall_plain 8 0
place: wall_plain 9 0
---
##########
..........
..........
..........
..........
..........`,
    paint(b) {
      b.marks((layer) => slots(layer, 3, 2, 4));
      ['carrot', 'tomato', 'lettuce', 'cucumber'].forEach((frame, i) => b.item(frame, [3 + i, 2]));
      b.actor('Rabbit', [1, 3], 'right');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([2.6, 3.4]), c([7, 3.4])]);
      });
    },
  },
  {
    // An index picks one: slot 0, 1, 2; the arrow takes number 1.
    slug: 'lists-level2',
    map: `${FARM}
place: tree 0 0
place: tree 8 0
---
..........
..........
..........
..........
..........
..........`,
    paint(b) {
      b.marks((layer) => slots(layer, 3, 1, 4));
      ['apple', 'pear', 'banana', 'cherry'].forEach((frame, i) => b.item(frame, [3 + i, 1]));
      b.actor('Rabbit', [4, 4], 'up');
      b.marks((layer, c) => {
        for (let i = 0; i < 4; i++) numberBadge(layer, c([3 + i, 2.4]), i, tone(P.blue, 1));
        arcArrow(layer, c([4, 2.9]), c([4.1, 3.6]), 0);
      });
    },
  },
  {
    // Your own command: a bundle of steps, used again at every cabbage.
    slug: 'functions-level1',
    map: `theme: industrial-farmlands
base: grass
---
..........
..........
.ffffffff.
..........
..........
..........`,
    paint(b) {
      for (const x of [2, 4, 6, 8]) {
        b.item('xmark', [x, 2]);
        b.item('cabbage', [x, 2]);
      }
      b.actor('Rabbit', [1, 2], 'right');
      b.marks((layer, c) => {
        const [px, py] = c([2.5, 4.4]);
        panel(layer, px - 20, py - 10, 44, 22, tone(P.purple, 2), tone(P.purple, 0));
        dottedArrow(layer, [[px - 16, py], [px - 2, py]]);
        for (const x of [4, 6, 8]) arcArrow(layer, [px + 24, py - 4], c([x, 2.6]), 6);
      });
      b.item('cabbage', [2.6, 3.95]);
    },
  },
  {
    // A dictionary: each kind of seed has its own number.
    slug: 'dictionaries-level1',
    map: `${FARM}
place: tree 0 0
---
..........
..........
..........
..........
.....ffff.
.....ffff.`,
    paint(b) {
      b.marks((layer, c) => {
        for (const [row, n] of [[1, 3], [2.4, 2]] as const) {
          panel(layer, 3 * 16 - 2, row * 16 - 2, 52, 20, tone(P.cream, 2), tone(P.wood, 1));
          arcArrow(layer, [4 * 16 + 2, row * 16 + 8], [5 * 16 + 8, row * 16 + 8], 0);
          numberBadge(layer, c([5.5, row]), n, tone(P.blue, 1));
        }
      });
      b.item('carrot_seeds', [3, 1]);
      b.item('tomato_seeds', [3, 2.4]);
      b.item('crop_patch/planted', [6, 4]);
      b.item('crop_patch/planted', [7, 4]);
      b.item('crop_patch', [8, 4]);
      b.actor('Rabbit', [8, 3], 'down');
    },
  },
  {
    // combine(): milk and strawberry make strawberry milk.
    slug: 'dictionaries-level3',
    map: `theme: grand-estate-interior
base: marble
place: wall_plain 0 0
place: wall_window 1 0
place: wall_plain 2 0
place: wall_plain 3 0
place: wall_painting 4 0
place: wall_plain 5 0
place: wall_plain 6 0
place: wall_window 7 0
place: wall_plain 8 0
place: wall_plain 9 0
---
##########
..........
..........
..........
..........
..........`,
    paint(b) {
      b.item('milk', [2, 2.5]);
      b.item('strawberry', [4, 2.5]);
      b.item('berry_milk', [7, 2.5]);
      b.actor('Rabbit', [4.5, 4.5], 'up');
      b.marks((layer, c) => {
        sign(layer, c([3, 2.5]), '+');
        arcArrow(layer, c([4.7, 2.3]), c([6.4, 2.3]), -6);
        sparkle(layer, c([7.6, 1.9]), 3);
      });
    },
  },
  {
    // A class: one plan (the see-through basket) makes many real baskets.
    slug: 'classes-level1',
    map: `theme: grand-estate-interior
base: wood_floor
place: wall_plain 0 0
place: wall_window 1 0
place: wall_plain 2 0
place: bookshelf 3 0
place: wall_plain 4 0
place: wall_painting 5 0
place: wall_plain 6 0
place: wall_window 7 0
place: wall_plain 8 0
place: wall_plain 9 0
---
##########
..........
..........
..........
..........
..........`,
    paint(b) {
      b.marks((layer) => panel(layer, 16 - 4, 2 * 16 - 4, 24, 24, tone(P.blue, 3), WHITE));
      b.item('basket', [1, 2], { faded: true });
      for (const [i, y] of [1, 2.5, 4].entries()) {
        b.item('basket', [6, y]);
        b.item('carrot', [7, y]);
        b.marks((layer, c) => {
          arcArrow(layer, c([2, 2]), c([5.4, y]), i === 1 ? 0 : (i - 1) * -6);
          numberBadge(layer, c([8, y]), i + 1, tone(P.blue, 1));
        });
      }
      b.actor('Rabbit', [3, 4], 'up');
    },
  },
];
