import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useCoachText } from './use-coach-text.ts';

export type TipCardContent =
  | {
      readonly kind: 'tip';
      readonly text: string;
      readonly line: number | null;
      /** The ladder's last rung: the code to add, shown on "Show me the code", and the program with it applied. */
      readonly code?: { readonly toAdd: string; readonly resulted: string } | null;
      readonly pending?: boolean;
    }
  /** The assistant said no (gameplay §8 tip 403): a title and the reason for this player. */
  | { readonly kind: 'refused'; readonly title: string; readonly text: string };

/** The assistant's tip after a run that failed or did not finish the level (gameplay §4), or asked for on a challenge. */
export function TipCard({
  content,
  onDismiss,
  onApply,
  onAsk,
}: {
  readonly content: TipCardContent;
  readonly onDismiss: () => void;
  readonly onApply?: (code: string) => void;
  /** Asks the assistant for a tip (it spends a credit): the button shows while the card holds the free words. */
  readonly onAsk?: (() => void) | null;
}) {
  const c = useCoachText();
  const refused = content.kind === 'refused';
  // A ladder, not a spoiler: the words (and the line marker) first, the code only when asked for.
  const [showCode, setShowCode] = useState(false);
  const code = content.kind === 'tip' ? content.code ?? null : null;
  return (
    <Box
      role="status"
      data-testid="tip-card"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        pr: 1,
        borderRadius: 3,
        // Opaque: the card sits over the editor's text.
        backgroundColor: refused ? '#2a1a1a' : '#2a2614',
        boxShadow: '0 8px 24px rgba(0,0,0,0.45)',
        border: '1px solid',
        borderColor: refused ? 'rgba(248, 113, 113, 0.45)' : 'rgba(251, 191, 36, 0.45)',
      }}
    >
      <Box aria-hidden sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', backgroundColor: refused ? 'rgba(248, 113, 113, 0.2)' : 'rgba(251, 191, 36, 0.22)' }}>
        <LightbulbRounded sx={{ color: refused ? '#fca5a5' : '#fbbf24' }} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 900 }}>{refused ? content.title : c('card.title')}</Typography>
        <Typography sx={{ fontSize: '1.05rem' }} data-testid="tip-text" aria-busy={content.kind === 'tip' && content.pending === true}>
          {content.text}
        </Typography>
        {onAsk && !refused ? (
          <Button size="small" variant="outlined" color="warning" sx={{ mt: 1, minHeight: 36 }} onClick={onAsk} startIcon={<LightbulbRounded />} data-testid="tip-ask">
            {c('card.ask')}
          </Button>
        ) : null}
        {code !== null && !showCode ? (
          <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setShowCode(true)} data-testid="tip-show-code">
            {c('card.showCode')}
          </Button>
        ) : null}
        {code !== null && showCode ? (
          <Box sx={{ mt: 1 }}>
            <Box
              component="pre"
              data-testid="tip-code"
              sx={{ m: 0, p: 1, borderRadius: 2, backgroundColor: 'rgba(0,0,0,0.35)', fontSize: 14, whiteSpace: 'pre-wrap', maxHeight: 140, overflowY: 'auto' }}
            >
              {code.toAdd}
            </Box>
            {onApply ? (
              <Button size="small" variant="contained" sx={{ mt: 1 }} onClick={() => onApply(code.resulted)} data-testid="tip-apply">
                {c('card.apply')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      <IconButton onClick={onDismiss} aria-label={c('card.dismiss')} sx={{ width: 44, height: 44 }} data-testid="tip-dismiss">
        <CloseRounded />
      </IconButton>
    </Box>
  );
}
