import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ITEMS_ATLAS } from '../lib/game/art.ts';
import { atlasFrames, type Frames } from '../lib/game/atlas-frames.ts';

let atlas: Promise<Frames> | null = null;

/** The items atlas's frame table, fetched once a visit. */
export function loadItemsAtlas(): Promise<Frames> {
  atlas ??= fetch(ITEMS_ATLAS.frames)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then(atlasFrames)
    .catch(() => {
      atlas = null;
      return new Map();
    });
  return atlas;
}

export function useItemsAtlas(): Frames | null {
  const [frames, setFrames] = useState<Frames | null>(null);
  useEffect(() => {
    let live = true;
    void loadItemsAtlas().then((loaded) => {
      if (live) setFrames(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return frames;
}

export interface ItemPictureProps {
  readonly frame: string | null;
  readonly size?: number;
  /** Drawn in the picture's place while the atlas loads or when it has no such frame; an empty square by default. */
  readonly fallback?: ReactNode;
}

/** One frame of the items atlas drawn crisp at `size` px. */
export function ItemPicture({ frame, size = 40, fallback }: ItemPictureProps) {
  const frames = useItemsAtlas();
  const rect = frame === null ? undefined : frames?.get(frame);
  if (!rect) {
    return (
      <Box aria-hidden sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        {fallback}
      </Box>
    );
  }
  const scale = size / Math.max(rect.w, rect.h);
  return (
    <Box aria-hidden sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
      <Box
        sx={{
          width: rect.w,
          height: rect.h,
          backgroundImage: `url(${ITEMS_ATLAS.image})`,
          backgroundPosition: `-${rect.x}px -${rect.y}px`,
          imageRendering: 'pixelated',
          transform: `scale(${scale})`,
        }}
      />
    </Box>
  );
}
