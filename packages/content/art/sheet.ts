import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHARACTERS, CHARACTER_POSES, DIRECTIONS } from '../src/catalogue/characters.ts';
import { ITEM_ART } from '../src/catalogue/item-art.ts';
import { MAP_THEMES } from '../src/catalogue/themes.ts';
import { drawCharacterSheet, drawPortrait } from './characters/character-sheet.ts';
import { drawEffects } from './effects.ts';
import { drawItemSprites } from './items/item-sprites.ts';
import { Bitmap, hex } from './lib/bitmap.ts';
import { rect } from './lib/draw.ts';
import { drawText, textWidth } from './lib/font.ts';
import { buildThemes } from './build-assets.ts';
import { renderMap } from './maps/render-map.ts';

/**
 * The contact sheet: every tile, every character in every direction and pose, every item in
 * every state and the effects, labelled, at 2x. Written to art-sheet.png at the repository
 * root (git-ignored) by `npm run art:sheet`, for people to look at.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WIDTH = 1120;
const BG = hex('#f4e8c8');
const PANEL = hex('#7fbf5a');
const INK = hex('#2a1d2e');
const SOFT = hex('#6b4028');

type Block = { height: number; draw: (b: Bitmap, y: number) => void };

function heading(text: string): Block {
  return {
    height: 14,
    draw: (b, y) => {
      rect(b, 8, y + 2, WIDTH - 16, 9, hex('#c98e4e'));
      drawText(b, text, 12, y + 4, hex('#fffdf6'));
    },
  };
}

function characterBlock(): Block {
  const cellW = 157;
  const cellH = 130;
  const perRow = Math.floor((WIDTH - 16) / cellW);
  const rows = Math.ceil(CHARACTERS.length / perRow);
  return {
    height: rows * cellH,
    draw: (b, y) => {
      CHARACTERS.forEach((c, i) => {
        const x = 8 + (i % perRow) * cellW;
        const top = y + Math.floor(i / perRow) * cellH;
        rect(b, x, top, cellW - 4, cellH - 4, PANEL);
        drawText(b, c.displayName, x + 3, top + 3, INK);
        drawText(b, c.id === c.displayName ? '' : `ID ${c.id}`, x + 3, top + 10, SOFT);
        const sheet = drawCharacterSheet(c.id).bitmap;
        b.blit(sheet, x + 22, top + 18);
        DIRECTIONS.forEach((d, r) => drawText(b, d.slice(0, 1), x + 16, top + 18 + r * 24 + 10, INK));
        CHARACTER_POSES.forEach((p, k) => drawText(b, p === 'idle' ? 'I' : p.slice(-1), x + 22 + k * 16 + 6, top + 116, INK));
        b.blit(drawPortrait(c.id), x + 108, top + 18);
        drawText(b, "PORTRAIT", x + 112, top + 60, SOFT);
      });
    },
  };
}

function itemBlock(): Block {
  const sprites = new Map(drawItemSprites().map((s) => [s.name, s.bitmap]));
  const entries = Object.values(ITEM_ART);
  const cellW = 138;
  const perRow = Math.floor((WIDTH - 16) / cellW);
  const cellH = (art: (typeof entries)[number]): number => (art.size[1] > 1 ? 48 : 30);
  const rows: (typeof entries)[] = [];
  let current: typeof entries = [];
  for (const art of entries) {
    if (current.length === perRow || (current[0] && cellH(current[0]) !== cellH(art))) {
      rows.push(current);
      current = [];
    }
    current.push(art);
  }
  if (current.length) rows.push(current);
  const height = rows.reduce((h, row) => h + (row[0] ? cellH(row[0]) : 0), 0);
  return {
    height,
    draw: (b, y) => {
      let top = y;
      for (const row of rows) {
        const h = row[0] ? cellH(row[0]) : 30;
        row.forEach((art, i) => {
          const x = 8 + i * cellW;
          rect(b, x, top, cellW - 3, h - 3, PANEL);
          drawText(b, art.displayName.slice(0, 33), x + 2, top + 2, INK);
          Object.entries(art.frames).forEach(([state, frame], k) => {
            const bmp = sprites.get(frame);
            const fx = x + 2 + k * (art.size[0] * 16 + 20);
            if (bmp) b.blit(bmp, fx, top + 9);
            if (state !== 'idle') drawText(b, state.slice(0, 4), fx + art.size[0] * 16 + 1, top + h - 10, SOFT);
          });
        });
        top += h;
      }
    },
  };
}

function tilesetBlock(): Block {
  const themes = buildThemes();
  const images = themes.map((t) => t.theme.tileset.image());
  const height = Math.max(...images.map((i) => i.height)) + 12;
  return {
    height,
    draw: (b, y) => {
      images.forEach((img, i) => {
        const x = 8 + i * 276;
        drawText(b, MAP_THEMES[i]?.name ?? '', x, y, INK);
        drawText(b, `${themes[i]?.theme.tileset.names().length ?? 0} TILES`, x + 200, y, SOFT);
        rect(b, x - 1, y + 8, img.width + 2, img.height + 2, INK);
        for (let ty = 0; ty < img.height; ty += 4) {
          for (let tx = 0; tx < img.width; tx += 4) rect(b, x + tx, y + 9 + ty, 4, 4, (tx + ty) % 8 === 0 ? hex('#d8d0c0') : hex('#ece6da'));
        }
        b.blit(img, x, y + 9);
      });
    },
  };
}

function mapsBlock(): Block {
  const previews = buildThemes().map(({ theme, map }) =>
    renderMap(map as Parameters<typeof renderMap>[0], (gid) => theme.tileset.tile(gid - 1)),
  );
  const w = previews[0]?.width ?? 480;
  const h = previews[0]?.height ?? 320;
  return {
    height: Math.ceil(previews.length / 2) * (h + 14),
    draw: (b, y) => {
      previews.forEach((img, i) => {
        const x = 8 + (i % 2) * (w + 16);
        const top = y + Math.floor(i / 2) * (h + 14);
        const info = MAP_THEMES[i];
        drawText(b, `${info?.mapPath ?? ''} - ${info?.name ?? ''}`, x, top, INK);
        rect(b, x - 1, top + 7, img.width + 2, img.height + 2, INK);
        b.blit(img, x, top + 8);
      });
    },
  };
}

function effectsBlock(): Block {
  const frames = drawEffects();
  return {
    height: 50,
    draw: (b, y) => {
      let x = 8;
      for (const f of frames) {
        rect(b, x, y, f.bitmap.width + 4, 46, PANEL);
        b.blit(f.bitmap, x + 2, y + 2);
        drawText(b, f.name.replace('speech_bubble', 'bubble'), x + 1, y + 40, INK);
        x += Math.max(f.bitmap.width + 8, textWidth(f.name) + 4);
      }
    },
  };
}

function main(): void {
  const blocks: Block[] = [
    { height: 16, draw: (b, y) => drawText(b, 'CODEHOP ART SHEET - ALL ORIGINAL, GENERATED BY CODE (PACKAGES/CONTENT/ART)', 8, y + 6, INK) },
    heading(`CHARACTERS (${CHARACTERS.length}): ROWS DOWN LEFT RIGHT UP - COLUMNS IDLE + WALK 0-3 - PORTRAIT`),
    characterBlock(),
    heading(`ITEMS (${Object.keys(ITEM_ART).length} TYPES) IN EVERY STATE`),
    itemBlock(),
    heading('EFFECTS: HEART 36 PX, COIN 32 PX, SPEECH BUBBLE (NINE-SLICE), SPARKLE, DUST'),
    effectsBlock(),
    heading('TILESETS: GROUNDS, CORNER EDGES, DETAILS, FENCES, BRIDGES, DOCKS, SCENERY'),
    tilesetBlock(),
    heading('CREATIVE MAPS (30 X 20 TILES), AS THE GAME STACKS THEIR LAYERS'),
    mapsBlock(),
  ];
  const height = blocks.reduce((h, bl) => h + bl.height + 6, 8);
  const sheet = new Bitmap(WIDTH, height);
  rect(sheet, 0, 0, WIDTH, height, BG);
  let y = 4;
  for (const block of blocks) {
    block.draw(sheet, y);
    y += block.height + 6;
  }
  const path = join(root, 'art-sheet.png');
  sheet.scaled(2).save(path);
  console.log(`${path} ${WIDTH * 2}x${height * 2}`);
}

main();
