import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import Typography from '@mui/material/Typography';
import type { PauseAnswer } from '@codehop/runner';
import { usePlayText } from '../i18n/use-play-text.ts';
import type { PlayKey } from '../i18n/play-en.ts';
import { SIZES } from '../model/constants.ts';
import { ActionIcon } from '../layout/play-icons.tsx';
import type { PausePrompt } from '../run/playback.ts';

const TITLES: Readonly<Record<PausePrompt['kind'], PlayKey>> = {
  write: 'dialogs.popup.write',
  read: 'dialogs.popup.read',
  display: 'dialogs.popup.display',
  question: 'dialogs.popup.question',
  input: 'dialogs.popup.input',
};

/**
 * The popups over the canvas that pause the program: write, read and display close; question
 * answers Yes or No; input() takes a line of text (gameplay §2). Max width 400, scroll at 150.
 */
export function PausePopup({ prompt, onAnswer }: { readonly prompt: PausePrompt; readonly onAnswer: (answer: PauseAnswer) => void }) {
  const t = usePlayText();
  const [text, setText] = useState('');
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', backgroundColor: 'rgba(6, 12, 9, 0.45)', zIndex: 5, p: 2 }}>
      {/* Like the other dialogs: Tab stays inside, and the focus goes back where it was once answered. */}
      <FocusTrap open>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-label={t(TITLES[prompt.kind])}
          data-testid={`popup-${prompt.kind}`}
          tabIndex={-1}
          elevation={8}
          sx={{ width: '100%', maxWidth: SIZES.popupMaxWidth, p: 2.5, borderRadius: 4, border: '2px solid rgba(251, 191, 36, 0.6)', backgroundColor: '#fdf6e3', color: '#2a1a00' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <ActionIcon action={prompt.kind} size={30} color="#b45309" />
            <Typography sx={{ fontWeight: 900, fontSize: '1.1rem' }}>{t(TITLES[prompt.kind])}</Typography>
          </Box>
          <Typography sx={{ maxHeight: SIZES.popupScrollHeight, overflowY: 'auto', fontSize: '1.25rem', fontWeight: 700, whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 2 }}>
            {prompt.text}
          </Typography>
          {prompt.kind === 'question' ? (
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Button fullWidth size="large" variant="contained" color="success" onClick={() => onAnswer({ kind: 'yes' })} autoFocus data-testid="popup-yes">
                {t('dialogs.yes')}
              </Button>
              <Button fullWidth size="large" variant="contained" color="error" onClick={() => onAnswer({ kind: 'no' })} data-testid="popup-no">
                {t('dialogs.no')}
              </Button>
            </Box>
          ) : prompt.kind === 'input' ? (
            <Box component="form" sx={{ display: 'flex', gap: 1 }} onSubmit={(event) => { event.preventDefault(); onAnswer({ kind: 'text', text }); }}>
              <TextField
                autoFocus
                fullWidth
                size="small"
                value={text}
                placeholder={t('dialogs.popup.inputPlaceholder')}
                onChange={(event) => setText(event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'popup-input' } }}
                sx={{ '& .MuiInputBase-root': { backgroundColor: '#fff', color: '#111' } }}
              />
              <Button type="submit" variant="contained" size="large">
                {t('dialogs.send')}
              </Button>
            </Box>
          ) : (
            <Button fullWidth size="large" variant="contained" onClick={() => onAnswer({ kind: 'closed' })} autoFocus data-testid="popup-close">
              {t('dialogs.close')}
            </Button>
          )}
        </Paper>
      </FocusTrap>
    </Box>
  );
}
