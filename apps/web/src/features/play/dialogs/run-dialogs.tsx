import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import Accordion from '@mui/material/Accordion';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import ExtensionRounded from '@mui/icons-material/ExtensionRounded';
import BugReportRounded from '@mui/icons-material/BugReportRounded';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { usePlayText } from '../i18n/use-play-text.ts';
import type { SessionDialog } from '../run/session-types.ts';
import { FriendlyDialog } from './friendly-dialog.tsx';

type RunDialog = Exclude<SessionDialog, { kind: 'completed' }>;

/** Error, Execution Time Exceeded, too many lines and "Python is not ready" (gameplay §8). */
export function RunDialogs({ dialog, onClose }: { readonly dialog: RunDialog | null; readonly onClose: () => void }) {
  const t = usePlayText();
  const close = (
    <Button variant="contained" size="large" onClick={onClose} autoFocus>
      {t('dialogs.close')}
    </Button>
  );
  if (dialog === null) return null;
  if (dialog.kind === 'timeout') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('dialogs.timeout.title')} art={<HourglassBottomRounded />} tone="error" actions={close} testId="timeout-dialog">
        <Box sx={{ fontSize: '1.1rem', '& p': { color: 'text.primary', fontSize: 'inherit' } }}>
          <LazyMarkdown>{t('dialogs.timeout.body')}</LazyMarkdown>
        </Box>
      </FriendlyDialog>
    );
  }
  if (dialog.kind === 'too-long') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('dialogs.tooLong.title')} art={<ContentCutRounded />} tone="error" actions={close} testId="error-dialog">
        <Typography sx={{ fontSize: '1.1rem', mb: 1 }}>{dialog.message}</Typography>
        {dialog.hint ? <Typography color="text.secondary">{dialog.hint}</Typography> : null}
      </FriendlyDialog>
    );
  }
  if (dialog.kind === 'unavailable') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('dialogs.error.title')} art={<HourglassEmptyRounded />} tone="error" actions={close} testId="error-dialog">
        <Typography sx={{ fontSize: '1.1rem' }}>{dialog.message}</Typography>
      </FriendlyDialog>
    );
  }
  const message = dialog.message.trim() || t('dialogs.error.gameDefault');
  return (
    <FriendlyDialog
      open
      onClose={onClose}
      title={t('dialogs.error.title')}
      art={dialog.game ? <ExtensionRounded /> : <BugReportRounded />}
      tone="error"
      maxWidth="sm"
      actions={
        <Button variant="contained" size="large" onClick={onClose} autoFocus>
          {t('dialogs.error.tryAgain')}
        </Button>
      }
      testId="error-dialog"
    >
      <Typography sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }} data-testid="error-message">
        {message}
      </Typography>
      {dialog.python ? (
        // Python's own words, as it printed them: code to learn to read, not a sentence to translate.
        <Box component="code" dir="ltr" lang="en" data-testid="error-python" sx={{ display: 'block', mb: 1.5, px: 1, py: 0.5, borderRadius: 1, backgroundColor: 'rgba(0,0,0,0.25)', fontSize: 14, color: '#fca5a5', overflowWrap: 'anywhere', textAlign: 'left' }}>
          {dialog.python}
        </Box>
      ) : null}
      {dialog.line !== null ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('dialogs.error.line', { line: dialog.line })}
        </Typography>
      ) : null}
      {dialog.hint ? (
        <Alert severity="info" icon={<LightbulbRounded aria-hidden />} sx={{ mb: 1.5, fontSize: '1rem', borderRadius: 3 }}>
          <strong>{t('dialogs.error.hint')}: </strong>
          {dialog.hint}
        </Alert>
      ) : null}
      {dialog.trace.trim() && !dialog.game ? (
        <Accordion disableGutters sx={{ backgroundColor: 'rgba(0,0,0,0.2)', borderRadius: 2, '&:before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>{t('dialogs.error.trace')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="pre" sx={{ m: 0, maxHeight: 200, overflow: 'auto', fontSize: 13, whiteSpace: 'pre-wrap', color: '#fca5a5' }}>
              {dialog.trace}
            </Box>
          </AccordionDetails>
        </Accordion>
      ) : null}
    </FriendlyDialog>
  );
}
