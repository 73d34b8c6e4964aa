import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import type { ReactNode } from 'react';
import { usePlayText } from '../i18n/use-play-text.ts';

export interface MapButtonsProps {
  readonly muted: boolean;
  readonly onZoom: (direction: 1 | -1) => void;
  readonly onFollow: () => void;
  readonly onMuted: (muted: boolean) => void;
  /** A column beside the map, or a row under it on a phone. */
  readonly direction: 'column' | 'row';
}

/** The round map buttons beside the map (never over it): zoom in and out, follow the character, sound on or off. */
export function MapButtons({ muted, onZoom, onFollow, onMuted, direction }: MapButtonsProps) {
  const t = usePlayText();
  const buttons: { label: string; icon: ReactNode; act: () => void }[] = [
    { label: t('controls.zoomIn'), icon: <ZoomInRounded />, act: () => onZoom(1) },
    { label: t('controls.zoomOut'), icon: <ZoomOutRounded />, act: () => onZoom(-1) },
    { label: t('controls.follow'), icon: <MyLocationRounded />, act: onFollow },
    { label: t('controls.sound'), icon: muted ? <VolumeOffRounded /> : <VolumeUpRounded />, act: () => onMuted(!muted) },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: direction, gap: 0.75 }} data-testid="map-buttons">
      {buttons.map((button) => (
        <Tooltip key={button.label} title={button.label} placement={direction === 'column' ? 'left' : 'top'}>
          <IconButton
            onClick={button.act}
            aria-label={button.label}
            sx={{ backgroundColor: 'rgba(12,20,16,0.85)', border: '1px solid rgba(187,247,208,0.18)', '&:hover': { backgroundColor: 'rgba(19,32,26,0.95)' } }}
          >
            {button.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
