import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { ITEMS_ATLAS, itemIcon } from '../../../lib/game/art.ts';
import { ActionIcon } from './play-icons.tsx';
import { atlasFrames, type Frames } from '../../../lib/game/atlas-frames.ts';

let atlas: Promise<Frames> | null = null;

function loadAtlas(): Promise<Frames> {
  atlas ??= fetch(ITEMS_ATLAS.frames)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then(atlasFrames)
    .catch(() => {
      atlas = null;
      return new Map();
    });
  return atlas;
}

/** An item's picture from the items atlas, drawn crisp at `size` px; the fallback action's icon when it has none. */
export function ItemIcon({ type, size = 28, fallback }: { readonly type: string; readonly size?: number; readonly fallback?: string }) {
  const [frames, setFrames] = useState<Frames | null>(null);
  useEffect(() => {
    let live = true;
    void loadAtlas().then((loaded) => {
      if (live) setFrames(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const name = itemIcon(type);
  const frame = name && frames ? frames.get(name) : undefined;
  if (!frame) {
    return (
      <Box sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        <ActionIcon action={fallback ?? 'star'} size={size * 0.8} />
      </Box>
    );
  }
  const scale = size / Math.max(frame.w, frame.h);
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }}
    >
      <Box
        sx={{
          width: frame.w,
          height: frame.h,
          backgroundImage: `url(${ITEMS_ATLAS.image})`,
          backgroundPosition: `-${frame.x}px -${frame.y}px`,
          imageRendering: 'pixelated',
          transform: `scale(${scale})`,
        }}
      />
    </Box>
  );
}
