import { ellipse, line, orb, polygon, rect } from '../lib/draw.ts';
import { BLACK, P, WHITE, tone } from '../lib/palette.ts';
import { bottle, cluster, fruit, glass, jar, leaf, milkBottle, sack, stem, type Painter } from './shapes.ts';

/** Berries, vegetables, fruit, eggs, dairy, mixes, bottles, jars, drinks and dishes. */
export const FOOD_PAINTERS: Record<string, Painter> = {
  red_berry: (b) => {
    line(b, 8, 2, 8, 5, tone(P.green, 1));
    line(b, 8, 3, 4, 7, tone(P.green, 1));
    line(b, 8, 3, 12, 7, tone(P.green, 1));
    cluster(b, P.red, [[3.5, 9.5], [12.5, 9.5], [8, 12.5]], 2.8);
    leaf(b, 9, 3);
  },
  blue_berry: (b) => {
    line(b, 8, 3, 4, 6, tone(P.green, 1));
    line(b, 8, 3, 12, 6, tone(P.green, 1));
    line(b, 8, 3, 8, 9, tone(P.green, 1));
    leaf(b, 9, 3);
    for (const [x, y] of [[3.5, 9.5], [12.5, 9.5], [8, 12.5]] as const) {
      orb(b, x, y, 2.8, 2.8, P.blue, { base: 1 });
      b.set(x - 0.5, y - 2.5, tone(P.blue, 0));
      b.set(x + 0.5, y - 2.5, tone(P.blue, 0));
    }
  },
  strawberry: (b) => {
    polygon(b, [[2.5, 6], [13.5, 6], [12, 11], [8, 15], [4, 11]], tone(P.red, 2));
    polygon(b, [[9, 6], [13.5, 6], [12, 11], [8, 15]], tone(P.red, 1));
    rect(b, 4, 6, 4, 2, tone(P.red, 3));
    for (const [x, y] of [[5, 8], [8, 9], [11, 8], [6, 11], [10, 11], [8, 13], [4, 9]] as const) {
      b.set(x, y, tone(P.yellow, 3));
    }
    polygon(b, [[3, 5], [6, 3], [8, 5], [10, 3], [13, 5], [8, 7]], tone(P.green, 2));
    rect(b, 7, 1, 2, 3, tone(P.green, 1));
  },
  raspberry: (b) => {
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4 - (y === 3 ? 2 : 0); x++) {
        orb(b, 4.5 + x * 2.4 + (y === 3 ? 2.4 : 0), 6.5 + y * 2.4, 1.6, 1.6, P.pink, { base: 1, spec: false });
      }
    }
    polygon(b, [[4, 5], [8, 3], [12, 5], [8, 6]], tone(P.green, 2));
    b.set(8, 2, tone(P.green, 1));
  },
  blackberry: (b) => {
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4 - (y === 3 ? 2 : 0); x++) {
        orb(b, 4.5 + x * 2.4 + (y === 3 ? 2.4 : 0), 6.5 + y * 2.4, 1.6, 1.6, P.purple, { base: 0, spec: false });
        b.set(4 + x * 2.4 + (y === 3 ? 2.4 : 0), 6 + y * 2.4, tone(P.purple, 2));
      }
    }
    polygon(b, [[4, 5], [8, 3], [12, 5], [8, 6]], tone(P.green, 2));
    b.set(8, 2, tone(P.green, 1));
  },
  carrot: (b) => {
    polygon(b, [[6, 5], [11, 4], [13, 6], [3, 15]], tone(P.orange, 2));
    polygon(b, [[9.5, 5], [11, 4], [13, 6], [3, 15]], tone(P.orange, 1));
    line(b, 7, 7, 9, 6, tone(P.orange, 3));
    b.set(6, 10, tone(P.orange, 0));
    b.set(8, 8, tone(P.orange, 0));
    polygon(b, [[9, 4], [9, 0], [11, 3]], tone(P.green, 2));
    polygon(b, [[11, 4], [14, 0], [13, 4]], tone(P.green, 3));
    polygon(b, [[11, 5], [15, 3], [13, 6]], tone(P.green, 2));
  },
  tomato: (b) => {
    orb(b, 8, 9, 6, 5.5, P.red, { base: 2 });
    polygon(b, [[5, 5], [8, 3.5], [11, 5], [9, 6], [8, 7], [7, 6]], tone(P.green, 2));
    rect(b, 8, 2, 1, 3, tone(P.green, 1));
  },
  lettuce: (b) => {
    orb(b, 8, 9.5, 6.5, 5.5, P.green, { base: 2 });
    orb(b, 8, 8.5, 4.5, 4, P.lime, { base: 2 });
    orb(b, 7.5, 7.5, 2.5, 2.5, P.lime, { base: 3 });
    line(b, 8, 13, 8, 10, tone(P.lime, 3));
    line(b, 4, 11, 6, 10, tone(P.green, 1));
    line(b, 12, 11, 10, 10, tone(P.green, 1));
  },
  cucumber: (b) => {
    for (let i = 0; i < 10; i++) orb(b, 3.5 + i, 12.5 - i, 2.8, 2.8, P.green, { base: 1, spec: false });
    line(b, 4, 11, 11, 4, tone(P.green, 3));
    for (const [x, y] of [[6, 11], [9, 8], [11, 7], [7, 9]] as const) b.set(x, y, tone(P.lime, 3));
    rect(b, 13, 2, 1, 1, tone(P.wood, 1));
  },
  radish: (b) => {
    orb(b, 8, 9.5, 5, 4.5, P.pink, { base: 1 });
    polygon(b, [[6, 12], [10, 12], [8, 16]], tone(P.cream, 3));
    polygon(b, [[7, 6], [4, 1], [8, 3]], tone(P.green, 2));
    polygon(b, [[9, 6], [12, 1], [8, 3]], tone(P.green, 3));
  },
  potato: (b) => {
    orb(b, 8, 9, 6.5, 4.8, P.dirt, { base: 2 });
    for (const [x, y] of [[5, 8], [9, 10], [11, 7], [6, 11]] as const) b.set(x, y, tone(P.dirt, 0));
  },
  pumpkin: (b) => {
    orb(b, 4.5, 9.5, 3.5, 5, P.orange, { base: 1, spec: false });
    orb(b, 11.5, 9.5, 3.5, 5, P.orange, { base: 1, spec: false });
    orb(b, 8, 9.5, 4, 5.5, P.orange, { base: 2 });
    line(b, 6, 7, 6, 12, tone(P.orange, 1));
    line(b, 10, 7, 10, 12, tone(P.orange, 1));
    rect(b, 7, 2, 2, 3, tone(P.wood, 2));
    leaf(b, 9, 3);
  },
  corn: (b) => {
    ellipse(b, 8, 8, 3.5, 6.5, tone(P.yellow, 2));
    for (let y = 3; y < 14; y += 2) for (let x = 6; x < 11; x += 2) b.set(x + (y % 4 === 1 ? 1 : 0), y, tone(P.yellow, 3));
    for (let y = 2; y < 15; y++) b.set(10, y, tone(P.yellow, 1));
    polygon(b, [[3, 7], [7, 15], [5, 15], [2, 10]], tone(P.green, 2));
    polygon(b, [[13, 7], [9, 15], [11, 15], [14, 10]], tone(P.green, 1));
    rect(b, 7, 14, 2, 2, tone(P.green, 1));
  },
  cabbage: (b) => {
    orb(b, 8, 9.5, 7, 6, P.green, { base: 2, spec: false });
    orb(b, 8, 8.5, 4.5, 4, P.lime, { base: 2 });
    line(b, 8, 13, 8, 6, tone(P.lime, 4));
    line(b, 8, 10, 5, 7, tone(P.lime, 4));
    line(b, 8, 10, 11, 7, tone(P.lime, 4));
    line(b, 2, 9, 4, 14, tone(P.green, 1));
    line(b, 14, 9, 12, 14, tone(P.green, 1));
  },
  eggplant: (b) => {
    orb(b, 9, 10, 5, 5, P.purple, { base: 1 });
    orb(b, 6, 6, 3.5, 3.5, P.purple, { base: 1, spec: false });
    polygon(b, [[2, 3], [6, 2], [8, 5], [5, 6]], tone(P.green, 2));
    rect(b, 2, 1, 2, 2, tone(P.green, 1));
    b.set(8, 8, tone(P.purple, 3));
    b.set(7, 9, tone(P.purple, 3));
  },
  onion: (b) => {
    orb(b, 8, 10, 6, 5, P.orange, { base: 2 });
    polygon(b, [[5, 7], [8, 2], [11, 7]], tone(P.orange, 2));
    line(b, 8, 6, 8, 14, tone(P.orange, 1));
    line(b, 5, 8, 6, 13, tone(P.orange, 1));
    line(b, 11, 8, 10, 13, tone(P.orange, 1));
    rect(b, 8, 0, 1, 3, tone(P.green, 2));
    b.set(7, 1, tone(P.green, 3));
    rect(b, 6, 15, 4, 1, tone(P.cream, 2));
  },
  pepper: (b) => {
    orb(b, 5.5, 9, 3.5, 5, P.red, { base: 2, spec: false });
    orb(b, 10.5, 9, 3.5, 5, P.red, { base: 1, spec: false });
    orb(b, 8, 10, 3, 5, P.red, { base: 2 });
    rect(b, 4, 4, 8, 2, tone(P.green, 2));
    rect(b, 7, 1, 2, 3, tone(P.green, 1));
  },
  apple: (b) => {
    fruit(b, P.red, 8, 9.5, 6, 5.5);
    b.set(8, 4, tone(P.red, 0));
    stem(b, 8, 2, 4);
    leaf(b, 9, 3);
  },
  orange: (b) => {
    fruit(b, P.orange, 8, 9, 6, 6);
    for (const [x, y] of [[10, 11], [6, 12], [11, 8]] as const) b.set(x, y, tone(P.orange, 1));
    b.set(8, 3, tone(P.green, 1));
    leaf(b, 9, 3);
  },
  peach: (b) => {
    orb(b, 8, 9.5, 6, 5.5, [tone(P.red, 1), tone(P.red, 2), tone(P.orange, 3), tone(P.orange, 4), WHITE], { base: 2 });
    line(b, 8, 5, 9, 12, tone(P.red, 2));
    leaf(b, 8, 4);
  },
  pear: (b) => {
    orb(b, 8, 11, 5, 4.5, P.lime, { base: 2 });
    orb(b, 8, 6.5, 3, 3.5, P.lime, { base: 2, spec: false });
    stem(b, 8, 1, 3);
    leaf(b, 9, 2);
  },
  grape: (b) => {
    cluster(b, P.purple, [[4.5, 6], [8, 6], [11.5, 6], [6.2, 9], [9.8, 9], [8, 12]], 2.2);
    stem(b, 8, 1, 3);
    leaf(b, 9, 2);
  },
  banana: (b) => {
    polygon(b, [[2, 7], [4, 11], [8, 13], [13, 12], [14, 10], [9, 11], [5, 9], [3, 5]], tone(P.yellow, 2));
    polygon(b, [[4, 5], [6, 9], [10, 10], [14, 9], [14, 7], [10, 8], [6, 6], [5, 3]], tone(P.yellow, 3));
    line(b, 4, 10, 9, 12, tone(P.yellow, 1));
    rect(b, 3, 3, 2, 2, tone(P.wood, 1));
    b.set(14, 10, tone(P.wood, 0));
  },
  cherry: (b) => {
    line(b, 5, 10, 9, 3, tone(P.green, 1));
    line(b, 11, 11, 9, 3, tone(P.green, 1));
    leaf(b, 9, 3);
    fruit(b, P.red, 5, 11.5, 3.3, 3.3);
    fruit(b, P.red, 11, 12, 3.3, 3.3);
  },
  lemon: (b) => {
    orb(b, 8, 8.5, 6, 4.8, P.yellow, { base: 2 });
    rect(b, 1, 8, 2, 1, tone(P.yellow, 1));
    rect(b, 13, 8, 2, 1, tone(P.yellow, 1));
    leaf(b, 9, 4);
  },
  watermelon: (b) => {
    polygon(b, [[1, 5], [15, 5], [13, 10], [8, 13], [3, 10]], tone(P.green, 1));
    polygon(b, [[2, 5], [14, 5], [12.4, 9], [8, 11.6], [3.6, 9]], tone(P.cream, 3));
    polygon(b, [[2.6, 5], [13.4, 5], [12, 8.4], [8, 10.6], [4, 8.4]], tone(P.red, 2));
    rect(b, 3, 5, 10, 1, tone(P.red, 3));
    for (const [x, y] of [[5, 7], [8, 8], [11, 7], [7, 6], [9, 6]] as const) b.set(x, y, BLACK);
  },
  plum: (b) => {
    orb(b, 8, 9.5, 5.5, 6, P.purple, { base: 1 });
    line(b, 8, 5, 7, 13, tone(P.purple, 0));
    stem(b, 8, 2, 3);
    leaf(b, 9, 3);
  },
  egg: (b) => orb(b, 8, 9, 5, 6, P.cream, { base: 2 }),
  brown_egg: (b) => orb(b, 8, 9, 5, 6, P.sand, { base: 2 }),
  golden_egg: (b) => {
    orb(b, 8, 9, 5, 6, P.gold, { base: 2 });
    b.set(13, 3, WHITE);
    b.set(12, 3, tone(P.gold, 3));
    b.set(14, 3, tone(P.gold, 3));
    b.set(13, 2, tone(P.gold, 3));
    b.set(13, 4, tone(P.gold, 3));
  },
  milk: (b) => milkBottle(b, P.cream, P.blue),
  chocolate_milk: (b) => milkBottle(b, P.choco, P.choco),
  strawberry_milk: (b) => milkBottle(b, P.pink, P.red),
  cream: (b) => creamPot(b, P.cream),
  pink_cream: (b) => creamPot(b, P.pink),
  yellow_cream: (b) => creamPot(b, P.yellow),
  flour: (b) => sack(b, P.cream, P.yellow),
  cake_mix: (b) => sack(b, P.pink, P.red),
  bread_mix: (b) => sack(b, P.sand, P.wood),
  empty_bottle: (b) => bottle(b, null),
  water_bottle: (b) => bottle(b, P.water, P.blue),
  juice_bottle: (b) => bottle(b, P.orange, P.red),
  oil_bottle: (b) => bottle(b, P.yellow, P.green),
  empty_jar: (b) => jar(b, null, P.stone),
  honey_jar: (b) => {
    jar(b, P.gold, P.wood);
    rect(b, 5, 9, 6, 3, tone(P.cream, 3));
    rect(b, 7, 10, 2, 1, tone(P.gold, 1));
    rect(b, 6, 6, 1, 2, tone(P.gold, 2));
  },
  jam_jar: (b) => {
    jar(b, P.red, P.red);
    for (let x = 4; x < 12; x += 2) b.set(x, 4, WHITE);
    rect(b, 5, 10, 6, 3, tone(P.cream, 3));
    b.set(7, 11, tone(P.red, 2));
    b.set(8, 11, tone(P.red, 2));
  },
  water: (b) => {
    polygon(b, [[8, 1], [13, 9], [12, 13], [8, 15], [4, 13], [3, 9]], tone(P.water, 2));
    polygon(b, [[10, 5], [13, 9], [12, 13], [8, 15], [11, 11]], tone(P.water, 1));
    rect(b, 5, 9, 1, 3, WHITE);
    b.set(6, 7, tone(P.water, 4));
  },
  fruit_juice: (b) => {
    glass(b, P.orange);
    line(b, 10, 1, 8, 8, tone(P.red, 2));
    orb(b, 3, 5, 2, 2, P.orange, { base: 2, spec: false });
  },
  grape_juice: (b) => {
    glass(b, P.purple);
    line(b, 10, 1, 8, 8, tone(P.lime, 2));
  },
  berry_milk: (b) => {
    glass(b, P.pink);
    orb(b, 11, 4.5, 2.5, 2.5, P.red, { base: 2, spec: false });
    b.set(11, 2, tone(P.green, 2));
  },
  salad: (b) => {
    orb(b, 5, 8, 3, 2.5, P.green, { base: 2, spec: false });
    orb(b, 10, 7.5, 3, 2.5, P.lime, { base: 2, spec: false });
    orb(b, 8, 7, 2, 2, P.red, { base: 2, spec: false });
    orb(b, 11.5, 9, 1.6, 1.6, P.orange, { base: 2, spec: false });
    polygon(b, [[1, 9], [15, 9], [13, 13], [10, 15], [6, 15], [3, 13]], tone(P.cream, 3));
    polygon(b, [[8, 9], [15, 9], [13, 13], [10, 15], [8, 15]], tone(P.cream, 2));
    rect(b, 1, 9, 14, 1, tone(P.blue, 2));
  },
  radish_dressing: (b) => {
    polygon(b, [[3, 9], [13, 9], [12, 14], [4, 14]], tone(P.cream, 3));
    polygon(b, [[13, 9], [15, 7], [15, 8], [12, 12]], tone(P.cream, 2));
    ellipse(b, 8, 8.5, 5, 1.5, tone(P.pink, 3));
    rect(b, 2, 10, 1, 3, tone(P.cream, 2));
    orb(b, 6, 5, 2, 2, P.pink, { base: 1, spec: false });
    b.set(6, 2, tone(P.green, 2));
    b.set(7, 2, tone(P.green, 3));
    rect(b, 5, 14, 6, 1, tone(P.cream, 1));
  },
};

function creamPot(b: Parameters<Painter>[0], ramp: typeof P.cream): void {
  polygon(b, [[3, 9], [13, 9], [12, 15], [4, 15]], tone(P.blue, 2));
  polygon(b, [[10, 9], [13, 9], [12, 15], [10, 15]], tone(P.blue, 1));
  rect(b, 3, 11, 10, 1, WHITE);
  orb(b, 8, 8, 5.5, 2.8, ramp, { base: 3, spec: false });
  orb(b, 8, 5.5, 3.5, 2.2, ramp, { base: 3, spec: false });
  orb(b, 8.5, 3.2, 1.6, 1.6, ramp, { base: 3, spec: false });
  b.set(6, 7, tone(ramp, 1));
  b.set(9, 5, tone(ramp, 1));
}
