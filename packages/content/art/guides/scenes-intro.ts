import { arcArrow, bubble, drawBig, dottedArrow, numberBadge, panel, sparkle, turnArrow } from './marks.ts';
import { tone, P, WHITE } from '../lib/palette.ts';
import type { GuideScene } from './scene.ts';

/** Chapter 1: the first commands (walk, turn, speak, read, build) and the first variables. */
export const INTRO_SCENES: readonly GuideScene[] = [
  {
    // move_forward(): one hop per step, counted 1-2-3, up the level's own vertical path to the carrot.
    slug: 'intro-level1',
    map: `theme: sunny-farmstead
base: grass
place: tree 0 0
place: pine 8 0
place: apple_tree 0 4
detail: flowers_red 2 2
detail: flowers_yellow 6 5
detail: tuft_a 7 3
---
..........
....d.....
....d.....
....d.....
....d.....
..........`,
    paint(b) {
      b.item('carrot', [4, 1]);
      b.actor('Rabbit', [4, 4], 'up');
      b.marks((layer, c) => {
        for (let step = 0; step < 3; step++) {
          const [x0, y0] = c([4, 4 - step]);
          const [x1, y1] = c([4, 3 - step]);
          arcArrow(layer, [x0 + 14, y0 - 3], [x1 + 14, y1 + 1], 6);
          numberBadge(layer, [x0 + 30, (y0 + y1) / 2 - 1], step + 1);
        }
      });
    },
  },
  {
    // turn_left(): the rabbit turns on the spot at a corner, then walks the new way.
    slug: 'intro-level2',
    map: `theme: sunny-farmstead
base: grass
place: tree 7 0
detail: flowers_purple 8 4
detail: tuft_b 1 1
---
..........
..........
.ddddd....
.....d....
.....d....
.....d....`,
    paint(b) {
      b.item('carrot', [1, 2]);
      b.actor('Rabbit', [5, 4], 'up', { faded: true });
      b.actor('Rabbit', [5, 2], 'left');
      b.marks((layer, c) => {
        const [x, y] = c([5, 2]);
        dottedArrow(layer, [c([5, 4]), [x, y + 10]]);
        turnArrow(layer, [x, y - 4], 14, -Math.PI / 6, -Math.PI * 1.05);
        dottedArrow(layer, [[x - 16, y + 2], [c([1, 2])[0] + 10, y + 2]]);
      });
    },
  },
  {
    // speak(): the rabbit says hello, the farmer is happy.
    slug: 'intro-level3',
    map: `theme: sunny-farmstead
base: grass
place: house 6 0
place: tree 0 0
detail: flowers_red 2 5
detail: flowers_yellow 8 5
---
..........
..........
..........
..dddddd..
..........
..........`,
    paint(b) {
      b.actor('Rabbit', [3, 3], 'right');
      b.actor('FarmerBoy', [5, 3], 'left');
      b.marks((layer, c) => {
        const [x, y] = c([3, 3]);
        bubble(layer, [x + 4, y - 18], 30, 'lines');
      });
      b.effect('heart/0', [5.1, 1.6]);
    },
  },
  {
    // A variable: a named box that keeps a number; the pumpkins counted go into it.
    slug: 'intro-level4',
    map: `theme: industrial-farmlands
base: grass
place: silo 8 0
detail: flowers_yellow 0 5
---
..........
..........
.fffff....
.fffff....
.fffff....
..........`,
    paint(b) {
      b.item('pumpkin', [2, 3]);
      b.item('pumpkin', [3, 3]);
      b.item('pumpkin', [4, 3]);
      b.actor('Rabbit', [1, 5], 'up');
      b.marks((layer, c) => {
        const [x, y] = c([7, 3]);
        panel(layer, x - 14, y - 14, 28, 26, tone(P.wood, 3), tone(P.wood, 1));
        drawBig(layer, '3', x - 3, y - 3, tone(P.choco, 1));
        arcArrow(layer, [c([4, 3])[0] + 8, c([4, 3])[1] - 4], [x - 16, y - 4], -8);
      });
      b.item('pumpkin', [6.5, 2.2]);
    },
  },
  {
    // Text in a variable: one box of words, said to three friends.
    slug: 'intro-level5',
    map: `theme: archipelago-settlement
base: sand
detail: lily_a 8 0
---
~~~~~~~~~~
~~~~~~~~~~
..........
..........
gggggggggg
gggggggggg`,
    paint(b) {
      b.actor('Girl', [2, 4], 'down');
      b.actor('Viking', [5, 4], 'down');
      b.actor('OldMan', [8, 4], 'down');
      b.actor('Rabbit', [1, 2], 'right');
      b.marks((layer, c) => {
        const [x, y] = c([5, 1.5]);
        arcArrow(layer, [x, y + 5], [x, c([5, 3])[1]], 0);
        panel(layer, x - 16, y - 12, 32, 16, WHITE, tone(P.wood, 1));
        for (const row of [y - 7, y - 3]) for (let i = x - 11; i < x + 11; i++) if ((i - x) % 8 !== 7) layer.set(i, row, tone(P.stone, 1));
        for (const friend of [2, 8]) arcArrow(layer, [x + (friend < 5 ? -14 : 14), y], [c([friend, 3])[0], c([friend, 3])[1]], friend < 5 ? -8 : 8);
      });
    },
  },
  {
    // read(): the notice board's words travel into the rabbit's head, then out to a friend.
    slug: 'intro-level6',
    map: `theme: grand-estate-interior
base: wood_floor
place: wall_plain 0 0
place: wall_window 1 0
place: wall_plain 2 0
place: wall_painting 3 0
place: wall_plain 4 0
place: wall_window 5 0
place: wall_plain 6 0
place: bookshelf 7 0
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
      b.item('notice_board', [1, 1]);
      b.actor('Rabbit', [3.5, 3], 'up');
      b.actor('Lady', [7, 3], 'left');
      b.marks((layer, c) => {
        const [rx, ry] = c([3.5, 3]);
        bubble(layer, [rx, ry - 14], 28, 'lines', tone(P.yellow, 4));
        arcArrow(layer, [33, 20], [rx - 16, ry - 27], -5);
        const [lx, ly] = c([7, 3]);
        arcArrow(layer, [rx + 16, ry - 26], [lx - 6, ly - 18], 6);
      });
    },
  },
  {
    // build(): logs gathered become a bridge over the river.
    slug: 'intro-level7',
    map: `theme: sunny-farmstead
base: grass
place: tree 8 0
detail: flowers_red 1 0
---
....~~....
....~~....
....~~....
....~~....
....~~....
....~~....`,
    paint(b) {
      b.item('log', [1, 4]);
      b.item('log', [2, 4]);
      b.item('log', [1, 5]);
      b.item('bridge_horizontal/enabled', [4, 2]);
      b.item('bridge_horizontal/enabled', [5, 2]);
      b.item('carrot', [7, 2]);
      b.actor('Rabbit', [3, 2], 'right');
      b.marks((layer, c) => {
        const [lx, ly] = c([2, 4]);
        arcArrow(layer, [lx + 2, ly - 6], [c([4, 2])[0], c([4, 2])[1] + 8], 10);
        sparkle(layer, [c([5, 2])[0] + 2, c([5, 2])[1] - 10], 4);
        sparkle(layer, [c([4, 2])[0] - 2, c([4, 2])[1] - 12], 3);
      });
    },
  },
];
