import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import SettingsAccessibilityRounded from '@mui/icons-material/SettingsAccessibilityRounded';
import { DESCRIBE_SHORTCUT } from './describe-shortcut.ts';
import { useSeeText } from './see-text.ts';

const roundButton = { backgroundColor: 'rgba(12,20,16,0.8)' } as const;

export interface SeeButtonsProps {
  readonly onDescribe: () => void;
  readonly onSettings: () => void;
}

/** Beside the toolbar: the map described in words, and how the child sees and hears the game. */
export function SeeButtons({ onDescribe, onSettings }: SeeButtonsProps) {
  const t = useSeeText();
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={`${t('describe')} (${DESCRIBE_SHORTCUT.label})`}>
        <IconButton onClick={onDescribe} aria-label={t('describe')} aria-keyshortcuts={DESCRIBE_SHORTCUT.ariaKeyShortcuts} data-testid="describe-map-button" sx={roundButton}>
          <RecordVoiceOverRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('open')}>
        <IconButton onClick={onSettings} aria-label={t('open')} data-testid="see-settings-button" sx={roundButton}>
          <SettingsAccessibilityRounded />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** The last description, readable on screen too (and by a screen reader's own reading keys). */
export function DescribedMap({ sentences, onClose }: { readonly sentences: readonly string[]; readonly onClose: () => void }) {
  const t = useSeeText();
  return (
    <Paper component="section" aria-labelledby="described-map-title" variant="outlined" data-testid="described-map" sx={{ mx: 1.5, mb: 1, p: 1.5, pr: 6, position: 'relative', maxHeight: '30vh', overflowY: 'auto', flexShrink: 0 }}>
      <Typography id="described-map-title" variant="subtitle2" component="h2" sx={{ fontWeight: 800, mb: 0.5 }}>
        {t('described')}
      </Typography>
      <Typography variant="body2">{sentences.join(' ')}</Typography>
      <IconButton onClick={onClose} aria-label={t('closeDescription')} size="small" sx={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}>
        <CloseRounded />
      </IconButton>
    </Paper>
  );
}
