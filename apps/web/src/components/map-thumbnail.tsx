import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { ITEM_ART } from '@codehop/content';
import { ITEMS_ATLAS } from '../lib/game/art.ts';
import { loadCreatorMap, loadTilesets } from '../lib/game/creator-map.ts';
import { drawnLayers } from '../lib/game/map-builder.ts';
import { loadItemsAtlas } from './item-picture.tsx';

const TILE_ID_BITS = 0x0fffffff;
let itemsImage: Promise<HTMLImageElement | null> | null = null;

function loadItemsImage(): Promise<HTMLImageElement | null> {
  itemsImage ??= new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = ITEMS_ATLAS.image;
  });
  return itemsImage;
}

function cellOf(position: unknown): [number, number] | null {
  if (Array.isArray(position) && typeof position[0] === 'number' && typeof position[1] === 'number') return [position[0], position[1]];
  if (position && typeof position === 'object') {
    const { x, y } = position as { x?: unknown; y?: unknown };
    if (typeof x === 'number' && typeof y === 'number') return [x, y];
  }
  return null;
}

export interface MapThumbnailProps {
  readonly mapPath: string;
  readonly items: readonly unknown[];
  readonly start?: readonly [number, number];
  /** Shown to screen readers. */
  readonly label: string;
}

/**
 * A picture of a creator map with its items, drawn once on a 2D canvas (a list of twelve cards
 * must not start twelve games): the map's tiles, then each item's icon from the items atlas.
 */
export function MapThumbnail({ mapPath, items, start, label }: MapThumbnailProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const map = await loadCreatorMap(mapPath);
        const [tilesets, frames, atlas] = await Promise.all([loadTilesets(map), loadItemsAtlas(), loadItemsImage()]);
        const canvas = canvasRef.current;
        if (!live || !canvas) return;
        const width = map.layers[0]?.width ?? 30;
        const height = map.layers[0]?.height ?? 20;
        const cell = 8;
        canvas.width = width * cell;
        canvas.height = height * cell;
        const context = canvas.getContext('2d');
        if (!context) return;
        context.imageSmoothingEnabled = false;
        const sets = tilesets.filter((set) => set !== null).sort((a, b) => b.firstgid - a.firstgid);
        const names = new Set(drawnLayers(map));
        for (const layer of map.layers) {
          if (!names.has(layer.name) || !layer.data) continue;
          layer.data.forEach((gid, index) => {
            const id = gid & TILE_ID_BITS;
            if (id === 0) return;
            const set = sets.find((entry) => entry.firstgid <= id);
            if (!set) return;
            const local = id - set.firstgid;
            const { tilewidth, tileheight, margin, spacing } = set.file;
            const columns = set.file.columns ?? Math.floor(set.file.imagewidth / tilewidth);
            const sx = margin + (local % columns) * (tilewidth + spacing);
            const sy = margin + Math.floor(local / columns) * (tileheight + spacing);
            context.drawImage(set.image, sx, sy, tilewidth, tileheight, (index % width) * cell, Math.floor(index / width) * cell, cell, cell);
          });
        }
        if (atlas) {
          for (const raw of items) {
            if (!raw || typeof raw !== 'object') continue;
            const { type, position } = raw as { type?: unknown; position?: unknown };
            const at = cellOf(position);
            const art = typeof type === 'string' ? (ITEM_ART as Readonly<Record<string, { icon: string } | undefined>>)[type] : undefined;
            const rect = art ? frames.get(art.icon) : undefined;
            if (!at || !rect) continue;
            context.drawImage(atlas, rect.x, rect.y, rect.w, rect.h, at[0] * cell, at[1] * cell, cell, cell);
          }
        }
        if (start) {
          context.fillStyle = '#facc15';
          context.beginPath();
          context.arc(start[0] * cell + cell / 2, start[1] * cell + cell / 2, cell / 2.5, 0, Math.PI * 2);
          context.fill();
        }
      } catch {
        // No picture: the card keeps its plain background.
      }
    })();
    return () => {
      live = false;
    };
  }, [mapPath, items, start]);
  return (
    <Box sx={{ aspectRatio: '3 / 2', bgcolor: '#14311f', borderRadius: 1, overflow: 'hidden', display: 'grid' }}>
      <Box component="canvas" ref={canvasRef} role="img" aria-label={label} sx={{ width: '100%', height: '100%', imageRendering: 'pixelated', objectFit: 'cover' }} />
    </Box>
  );
}
