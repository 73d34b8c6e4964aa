import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { CreatorText } from '../i18n/use-creator-text.ts';

/**
 * Unsaved changes are not lost by leaving: the browser asks before closing the tab, and a link
 * out of the creator asks first here (moving between the creator's own pages does not).
 */
export function LeaveGuard({ unsaved, t }: { readonly unsaved: boolean; readonly t: CreatorText }) {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.includes('/level-creator/'));
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} maxWidth="xs">
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{t('messages.leave')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} sx={{ minHeight: 48, fontWeight: 800 }}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => blocker.proceed?.()} sx={{ minHeight: 48, fontWeight: 800 }}>
          {t('bar.back')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
