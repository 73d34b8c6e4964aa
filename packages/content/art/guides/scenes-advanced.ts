import type { Bitmap } from '../lib/bitmap.ts';
import { tone, P } from '../lib/palette.ts';
import { arcArrow, bubble, dottedArrow, numberBadge, panel, sparkle, turnArrow, verdict, type Point } from './marks.ts';
import type { GuideScene } from './scene.ts';

/** A row of item slots (a list) at tile (x, y), n slots wide. */
function listRow(layer: Bitmap, x: number, y: number, n: number): void {
  panel(layer, x * 16 - 2, y * 16 - 2, n * 16 + 4, 20, tone(P.cream, 2), tone(P.wood, 1));
  for (let i = 1; i < n; i++) for (let j = 0; j < 16; j++) layer.set(x * 16 + i * 16 - 1, y * 16 + j, tone(P.wood, 2));
}

/** A hop from tile to tile, drawn as an arc above the row. */
function hop(layer: Bitmap, c: (at: Point) => Point, from: Point, to: Point, bend = -8): void {
  const [x0, y0] = c(from);
  const [x1, y1] = c(to);
  arcArrow(layer, [x0 + 2, y0 - 8], [x1 - 1, y1 - 8], bend);
}

/** The Advanced Python chapter openers (issue 17): one picture per chapter's first level. */
export const ADVANCED_SCENES: readonly GuideScene[] = [
  {
    // yield: the path hands out its gaps one at a time, 2 then 3 then 1, each ending at a carrot.
    slug: 'generators-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
place: tree 8 0
---
..........
..........
..........
dddddddddd
..........
..........`,
    paint(b) {
      b.item('carrot', [2, 3]);
      b.item('carrot', [5, 3]);
      b.item('carrot', [6, 3]);
      b.actor('Rabbit', [0, 3], 'right');
      b.marks((layer, c) => {
        hop(layer, c, [0, 3], [2, 3], -10);
        hop(layer, c, [2, 3], [5, 3], -12);
        hop(layer, c, [5, 3], [6, 3], -6);
        numberBadge(layer, c([1, 1.4]), 2);
        numberBadge(layer, c([3.5, 1.2]), 3);
        numberBadge(layer, c([5.6, 1.6]), 1);
      });
    },
  },
  {
    // Default arguments: the same greeting for most friends, a different one for one friend.
    slug: 'functions-advanced-level1',
    course: 'advanced-python',
    map: `theme: archipelago-settlement
base: sand
---
..........
..........
..........
wwwwwwwwww
~~~~~~~~~~
~~~~~~~~~~`,
    paint(b) {
      b.actor('Lady', [2, 2], 'down');
      b.actor('Viking', [5, 2], 'down');
      b.actor('Kid2', [8, 2], 'down');
      b.actor('Rabbit', [5, 3], 'up');
      b.marks((layer, c) => {
        const [x1, y1] = c([2, 2]);
        bubble(layer, [x1 + 2, y1 - 16], 24, 'lines');
        const [x2, y2] = c([5, 2]);
        bubble(layer, [x2 + 2, y2 - 16], 24, 'idea', tone(P.yellow, 4));
        const [x3, y3] = c([8, 2]);
        bubble(layer, [x3 + 2, y3 - 16], 24, 'lines');
      });
    },
  },
  {
    // A list comprehension: every item of one list changed on the way into a new list.
    slug: 'lists-advanced-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
---
..........
..........
..........
..........
dddddddddd
..........`,
    paint(b) {
      b.marks((layer, c) => {
        listRow(layer, 1, 1, 3);
        listRow(layer, 6, 1, 3);
        dottedArrow(layer, [c([4.2, 1.5]), c([5.8, 1.5])]);
      });
      for (const x of [1, 2, 3]) b.item('egg', [x, 1]);
      for (const x of [6, 7, 8]) b.item('golden_egg', [x, 1]);
      b.actor('Rabbit', [4.5, 4], 'up');
      b.marks((layer, c) => {
        for (const x of [6, 7, 8]) sparkle(layer, c([x + 0.8, 1.1]), 3);
      });
    },
  },
  {
    // async: a sleeping job is started, then walks to the key and opens the chest.
    slug: 'async-level1',
    course: 'advanced-python',
    map: `theme: grand-estate-interior
base: wood_floor
---
..........
..........
..........
uuuuuuuuuu
..........
..........`,
    paint(b) {
      b.item('chest/open', [8, 1.4]);
      b.item('key', [4, 3]);
      b.actor('Rabbit', [1, 3], 'right', { faded: true });
      b.actor('Rabbit', [8, 3], 'up');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([1.8, 3.4]), c([7.2, 3.4])]);
        sparkle(layer, c([1.5, 1.9]), 5);
        sparkle(layer, c([8.6, 1.8]), 4);
      });
    },
  },
  {
    // Inheritance: the child does everything the parent does (collect), and one thing more (speak).
    slug: 'classes-advanced-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
place: tree 8 0
---
..........
..........
..........
dddddddddd
..........
..........`,
    paint(b) {
      b.item('carrot', [2, 3]);
      b.actor('FarmerBoy', [6, 2], 'down');
      b.item('carrot', [6, 3], { faded: true });
      b.actor('Rabbit', [6, 3], 'up');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([0.4, 3.5]), c([5.3, 3.5])]);
        verdict(layer, c([2.5, 4.6]), true);
        const [x, y] = c([6, 3]);
        bubble(layer, [x - 10, y - 20], 26, 'lines');
      });
    },
  },
  {
    // A decorator writes every hop into a logbook (a list) while the hops happen.
    slug: 'decorators-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
---
..........
..........
..........
..........
dddddddddd
..........`,
    paint(b) {
      b.item('pumpkin', [2, 4]);
      b.item('pumpkin', [5, 4]);
      b.actor('Rabbit', [0, 4], 'right');
      b.marks((layer, c) => {
        listRow(layer, 6, 1, 3);
        hop(layer, c, [0, 4], [2, 4], -10);
        hop(layer, c, [2, 4], [5, 4], -12);
        numberBadge(layer, c([6.5, 1.5]), 2);
        numberBadge(layer, c([7.5, 1.5]), 3);
        dottedArrow(layer, [c([5.2, 2.8]), c([7.5, 2.3])], tone(P.stone, 3));
      });
    },
  },
  {
    // An exception caught: the walk stops at the fence (cross), and the plan B is a turn.
    slug: 'exeptions-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
---
FFFFFFFFFF
F........F
F........F
F........F
F........F
FFFFFFFFFF`,
    paint(b) {
      b.item('carrot', [8, 1]);
      b.actor('Rabbit', [1, 1], 'right');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([1.8, 1.4]), c([7.6, 1.4])]);
        verdict(layer, c([9, 0.9]), false);
        turnArrow(layer, c([8, 2.6]), 7, -Math.PI / 2, Math.PI / 2);
        dottedArrow(layer, [c([8.4, 3]), c([8.4, 4.4])], tone(P.stone, 3));
      });
    },
  },
  {
    // The math module: a square field whose side comes from its area, walked around.
    slug: 'math-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
---
..........
..ffff....
..ffff....
..ffff....
..ffff....
..........`,
    paint(b) {
      b.item('cabbage', [6, 5]);
      b.item('cabbage', [6, 0]);
      b.actor('Rabbit', [1, 5], 'right');
      b.marks((layer, c) => {
        dottedArrow(layer, [c([1.8, 5.3]), c([6, 5.3]), c([6, 0.6])]);
        numberBadge(layer, c([4, 2.5]), 4);
        sparkle(layer, c([6.6, 4.6]), 3);
        sparkle(layer, c([6.6, 0]), 3);
      });
    },
  },
  {
    // Formatting text: the bill the rabbit says has the number worked into the words.
    slug: 'string-time-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
place: tree 0 0
---
..........
..........
..........
dddddddddd
..........
..........`,
    paint(b) {
      b.actor('Lady', [5, 2], 'down');
      b.actor('Rabbit', [5, 3], 'up');
      b.item('egg', [7, 3]);
      b.item('egg', [8, 3]);
      b.item('egg', [9, 3]);
      b.item('coin', [3, 3]);
      b.marks((layer, c) => {
        const [x, y] = c([5, 3]);
        bubble(layer, [x - 10, y - 20], 30, 'lines', tone(P.yellow, 4));
        numberBadge(layer, c([8, 4.6]), 3);
      });
    },
  },
  {
    // JSON: a letter of orders becomes a list, and each friend gets their fruit.
    slug: 'serialization-level1',
    course: 'advanced-python',
    map: `theme: sunny-farmstead
base: grass
---
..........
..........
..........
dddddddddd
..........
..........`,
    paint(b) {
      b.item('scroll', [0, 1]);
      b.marks((layer, c) => {
        listRow(layer, 3, 1, 3);
        dottedArrow(layer, [c([1.2, 1.5]), c([2.6, 1.5])]);
      });
      b.item('apple', [3, 1]);
      b.item('strawberry', [4, 1]);
      b.item('corn', [5, 1]);
      b.actor('Lady', [7, 1.6], 'down');
      b.actor('Viking', [9, 1.6], 'down');
      b.actor('Rabbit', [7, 3.4], 'up');
      b.item('apple', [7.8, 2.6]);
      b.marks((layer, c) => {
        sparkle(layer, c([7.7, 0.4]), 3);
      });
    },
  },
];
