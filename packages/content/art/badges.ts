import { BADGES, type BadgeDefinition, type BadgeEmblem } from '../src/badges/index.ts';
import { fromAscii } from './lib/ascii.ts';
import { Bitmap } from './lib/bitmap.ts';
import { ellipse, orb, outline, polygon } from './lib/draw.ts';
import { drawText, textWidth } from './lib/font.ts';
import { OUTLINE, P, WHITE, tone, type Ramp } from './lib/palette.ts';

/** Badge pictures: 48x48, a medal on a ribbon with an emblem and sometimes a number. */
export const BADGE_SIZE = 48;

const EMBLEMS: Record<BadgeEmblem, readonly string[]> = {
  star: ['....#....', '...###...', '...###...', '#########', '.#######.', '..#####..', '..##.##..', '.##...##.', '.#.....#.'],
  boot: ['...####..', '...####..', '...####..', '...####..', '...#####.', '..#######', '.########', '.########', '.oooooooo'],
  flag: ['#o.......', '#######..', '########.', '#######..', '#o.......', '#o.......', '#o.......', '#o.......', '##.......'],
  crown: ['#...#...#', '##.###.##', '#########', '#o#o#o#o#', '#########', '#########'],
  bulb: ['..#####..', '.#######.', '#########', '#########', '.#######.', '..#####..', '..ooooo..', '..#####..', '...ooo...'],
  check: ['........#', '.......##', '#.....##.', '##...##..', '.##.##...', '..###....', '...#.....'],
  flame: ['....#....', '...##....', '...###...', '..####.#.', '.#######.', '.###o###.', '.##ooo##.', '..#ooo#..', '...###...'],
  gem: ['..#####..', '.##o#o##.', '#########', '.#######.', '..#####..', '...###...', '....#....'],
  scroll: ['.#######.', '#########', '.#ooooo#.', '.#######.', '.#ooooo#.', '.#######.', '.#ooo###.', '#########', '.#######.'],
  number: ['.........'],
};

const RIBBONS: Readonly<Record<BadgeDefinition['art']['medal'], Ramp>> = {
  gold: P.red,
  green: P.blue,
  blue: P.red,
  purple: P.gold,
  red: P.blue,
  teal: P.orange,
  orange: P.purple,
  pink: P.teal,
  stone: P.green,
};

function copyOpaque(target: Bitmap, source: Bitmap, dx: number, dy: number): void {
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < source.width; x++) if (source.opaque(x, y)) target.set(dx + x, dy + y, source.get(x, y));
  }
}

export function drawBadge(badge: BadgeDefinition): Bitmap {
  const size = BADGE_SIZE;
  const out = new Bitmap(size, size);
  const medal: Ramp = P[badge.art.medal];
  const ribbon = RIBBONS[badge.art.medal];

  // The ribbon: two straps meeting behind the medal, with a notch at their tops.
  const straps = new Bitmap(size, size);
  polygon(straps, [[9, 0], [19, 0], [27, 22], [17, 22]], tone(ribbon, 2));
  polygon(straps, [[29, 0], [39, 0], [31, 22], [21, 22]], tone(ribbon, 1));
  polygon(straps, [[12, 0], [15, 0], [22, 18], [20, 18]], tone(ribbon, 3));
  outline(straps);
  copyOpaque(out, straps, 0, 0);

  // The medal: a dark rim, a shaded disc, a light inner ring.
  const disc = new Bitmap(size, size);
  ellipse(disc, 24, 29, 16, 16, tone(medal, 0));
  orb(disc, 24, 29, 14.5, 14.5, medal, { base: 2 });
  ellipse(disc, 24, 29, 11, 11, tone(medal, 1));
  orb(disc, 24, 29, 10, 10, medal, { base: 2, spec: false });
  outline(disc);
  copyOpaque(out, disc, 0, 0);

  // The emblem in cream with its own outline; raised when a number sits below it.
  const number = badge.art.number;
  const emblemRows = EMBLEMS[badge.art.emblem];
  const emblem = fromAscii(emblemRows, { '#': tone(P.cream, 3), o: tone(medal, 0) });
  const framed = new Bitmap(emblem.width + 2, emblem.height + 2);
  copyOpaque(framed, emblem, 1, 1);
  outline(framed, OUTLINE);
  const top = number === undefined ? 29 - Math.floor(framed.height / 2) : 18;
  copyOpaque(out, framed, 24 - Math.floor(framed.width / 2), top);

  if (number !== undefined) {
    const text = String(number);
    const width = textWidth(text);
    const x = 24 - Math.floor(width / 2);
    const plaque = new Bitmap(size, size);
    polygon(plaque, [[x - 2, 31], [x + width + 1, 31], [x + width + 1, 38], [x - 2, 38]], tone(medal, 0));
    copyOpaque(out, plaque, 0, 0);
    drawText(out, text, x, 32, WHITE);
  }
  return out;
}

export function drawBadges(): { id: string; bitmap: Bitmap }[] {
  return BADGES.map((badge) => ({ id: badge.id, bitmap: drawBadge(badge) }));
}
