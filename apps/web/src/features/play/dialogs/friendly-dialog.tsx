import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export interface FriendlyDialogProps {
  readonly open: boolean;
  readonly onClose?: () => void;
  readonly title: ReactNode;
  /** A big picture above the title: it says more than words to a seven-year-old. */
  readonly art?: ReactNode;
  readonly tone?: 'neutral' | 'error' | 'success';
  readonly children?: ReactNode;
  readonly actions: ReactNode;
  readonly maxWidth?: 'xs' | 'sm' | 'md';
  readonly disableEscape?: boolean;
  readonly testId?: string;
}

const TONES = {
  neutral: 'rgba(187, 247, 208, 0.18)',
  error: 'rgba(248, 113, 113, 0.55)',
  success: 'rgba(74, 222, 128, 0.6)',
} as const;

const ART_BACKGROUNDS = { neutral: 'rgba(96, 165, 250, 0.16)', error: 'rgba(248, 113, 113, 0.16)', success: 'rgba(74, 222, 128, 0.18)' } as const;
const ART_COLORS = { neutral: '#93c5fd', error: '#fca5a5', success: '#4ade80' } as const;

/** The one dialog look of the play screen: rounded, roomy, with large buttons. */
export function FriendlyDialog(props: FriendlyDialogProps) {
  const { open, onClose, title, art, tone = 'neutral', children, actions, maxWidth = 'xs', disableEscape, testId } = props;
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (disableEscape && (reason === 'escapeKeyDown' || reason === 'backdropClick')) return;
        onClose?.();
      }}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
      slotProps={{ paper: { sx: { borderRadius: 4, border: `2px solid ${TONES[tone]}`, backgroundColor: '#13201a' } } }}
    >
      {art ? (
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mt: 3,
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            backgroundColor: ART_BACKGROUNDS[tone],
            '& svg': { fontSize: 52, color: ART_COLORS[tone] },
          }}
        >
          {art}
        </Box>
      ) : null}
      <DialogTitle sx={{ textAlign: art ? 'center' : 'left', fontWeight: 900, fontSize: '1.5rem', pb: 1 }}>{title}</DialogTitle>
      {children ? <DialogContent sx={{ pb: 1 }}>{children}</DialogContent> : null}
      <DialogActions sx={{ px: 3, pb: 3, pt: 1, gap: 1, flexWrap: 'wrap', justifyContent: art ? 'center' : 'flex-end' }}>{actions}</DialogActions>
    </Dialog>
  );
}
