import {
  CHARACTER_FRAME, CHARACTER_POSES, DIRECTIONS, PORTRAIT_SIZE, characterFrameName,
  type CharacterId, type CharacterPose, type Direction,
} from '../../src/catalogue/characters.ts';
import { Bitmap } from '../lib/bitmap.ts';
import { ellipse, groundShadow, outline } from '../lib/draw.ts';
import { BLACK, P, tone } from '../lib/palette.ts';
import { newFrame, paintBody, type View } from './body.ts';
import { LOOKS, type Look } from './characters.ts';
import { EXTRAS, HAIR, HATS } from './looks.ts';

function key(look: Look): Record<string, number> {
  return {
    S: tone(look.skin, 2), s: tone(look.skin, 1), E: BLACK, r: tone(P.pink, 2),
    C: tone(look.top, 2), c: tone(look.top, 1), A: tone(look.top === look.legs ? look.legs : P.wood, 1),
    P: tone(look.legs, 2), p: tone(look.legs, 1), B: tone(look.shoes, 1),
  };
}

/** Pose -> legs and the one-pixel bob that makes the walk bounce. */
const POSE: Record<CharacterPose, { legs: 0 | 1 | 2; bob: number }> = {
  idle: { legs: 0, bob: 0 },
  'walk-0': { legs: 1, bob: 1 },
  'walk-1': { legs: 0, bob: 0 },
  'walk-2': { legs: 2, bob: 1 },
  'walk-3': { legs: 0, bob: 0 },
};

export function drawCharacterFrame(id: CharacterId, direction: Direction, pose: CharacterPose): Bitmap {
  const look = LOOKS[id];
  const view: View = direction === 'down' ? 'down' : direction === 'up' ? 'up' : 'side';
  const { legs, bob } = POSE[pose];
  const b = newFrame();
  paintBody(b, view, legs, -bob, key(look));
  HAIR[look.hairStyle](b, view, bob, look.hair);
  for (const extra of look.extras) EXTRAS[extra.kind](b, view, bob, extra.color);
  HATS[look.hat](b, view, bob, look.hatColor);
  outline(b);
  groundShadow(b, 8, 23, 5, 1.2);
  if (direction === 'right') {
    const flipped = newFrame();
    flipped.blit(b, 0, 0, { flipX: true });
    return flipped;
  }
  return b;
}

/** The sheet: rows are directions (down, left, right, up), columns idle then the walk cycle. */
export function drawCharacterSheet(id: CharacterId): { bitmap: Bitmap; json: Record<string, unknown> } {
  const { width: w, height: h } = CHARACTER_FRAME;
  const sheet = new Bitmap(w * CHARACTER_POSES.length, h * DIRECTIONS.length);
  const frames: Record<string, unknown> = {};
  DIRECTIONS.forEach((direction, row) => {
    CHARACTER_POSES.forEach((pose, col) => {
      sheet.blit(drawCharacterFrame(id, direction, pose), col * w, row * h);
      frames[characterFrameName(direction, pose)] = {
        frame: { x: col * w, y: row * h, w, h },
        rotated: false,
        trimmed: false,
        spriteSourceSize: { x: 0, y: 0, w, h },
        sourceSize: { w, h },
      };
    });
  });
  const animations: Record<string, string[]> = {};
  for (const direction of DIRECTIONS) {
    animations[`walk-${direction}`] = CHARACTER_POSES.filter((p) => p !== 'idle').map((p) => characterFrameName(direction, p));
    animations[`idle-${direction}`] = [characterFrameName(direction, 'idle')];
  }
  return {
    bitmap: sheet,
    json: {
      frames,
      animations,
      meta: {
        app: 'codehop art generator',
        image: `${id}.png`,
        format: 'RGBA8888',
        size: { w: sheet.width, h: sheet.height },
        scale: '1',
        frameWidth: w,
        frameHeight: h,
      },
    },
  };
}

/** Head and shoulders on a round badge, 2x, for the avatar chooser. */
export function drawPortrait(id: CharacterId): Bitmap {
  const size = PORTRAIT_SIZE;
  const out = new Bitmap(size, size);
  const look = LOOKS[id];
  ellipse(out, size / 2, size / 2, size / 2 - 1, size / 2 - 1, tone(P.cream, 2));
  ellipse(out, size / 2, size / 2, size / 2 - 3, size / 2 - 3, tone(look.top, 3));
  const frame = drawCharacterFrame(id, 'down', 'idle');
  const bust = frame.crop(0, 0, 16, 18).scaled(2);
  out.blit(bust, (size - bust.width) / 2, size - bust.height - 2);
  // Keep the badge round: clear what spills past the circle's bottom edge.
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - size / 2;
      const dy = y + 0.5 - size / 2;
      if (dy > 0 && dx * dx + dy * dy > (size / 2 - 1) ** 2) out.set(x, y, 0);
    }
  }
  return out;
}
