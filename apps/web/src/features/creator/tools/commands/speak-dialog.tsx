import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { ANY_TEXT } from '../../model/creator-model.ts';
import { bigButton } from '../dialog-style.ts';

/** "Configure Speak Command" (gameplay §4, §5): any text ('*') or a required phrase. */
export function SpeakDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly initial: string;
  readonly onConfirm: (data: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = props;
  const [anyText, setAnyText] = useState(props.initial === ANY_TEXT);
  const [phrase, setPhrase] = useState(props.initial === ANY_TEXT ? '' : props.initial);
  const ready = anyText || phrase.trim() !== '';
  return (
    <Dialog open={props.open} onClose={props.onCancel} maxWidth="xs" fullWidth aria-labelledby="creator-speak-title">
      <DialogTitle id="creator-speak-title">{t('speak.title')}</DialogTitle>
      <DialogContent dividers>
        <FormControlLabel control={<Checkbox checked={anyText} onChange={(event) => setAnyText(event.target.checked)} />} label={t('speak.anyText')} />
        <TextField
          autoFocus
          fullWidth
          disabled={anyText}
          label={t('speak.phrase')}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && ready) props.onConfirm(anyText ? ANY_TEXT : phrase.trim());
          }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} sx={bigButton}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready} onClick={() => props.onConfirm(anyText ? ANY_TEXT : phrase.trim())} sx={bigButton}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
