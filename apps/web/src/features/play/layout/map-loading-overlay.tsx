import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PlayBus } from '../../../lib/game/play-bus.ts';

/**
 * Covers the map while its art loads, with the loader's progress. It listens to the scene itself:
 * each file the loader finishes would otherwise re-render the whole play screen (~10-40 ms each,
 * on the main thread the map and Python's start are waiting for).
 */
export function MapLoadingOverlay({ bus, label }: { readonly bus: PlayBus; readonly label: string }) {
  const [progress, setProgress] = useState(0);
  const labelId = useId();
  useEffect(() => bus.fromScene.on('assets-progress', setProgress), [bus]);
  return (
    <Box sx={{ position: 'absolute', inset: 0, zIndex: 4, display: 'grid', placeItems: 'center', backgroundColor: '#0c1410' }}>
      <Box sx={{ width: 260, textAlign: 'center' }}>
        <Typography id={labelId} sx={{ mb: 1.5, fontWeight: 800 }} data-testid="loading-assets">
          {label}
        </Typography>
        <LinearProgress aria-labelledby={labelId} variant="determinate" value={Math.round(progress * 100)} sx={{ height: 10, borderRadius: 5 }} />
      </Box>
    </Box>
  );
}
