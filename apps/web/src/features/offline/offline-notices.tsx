import { useEffect, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { appOutbox } from '../../lib/offline/level-outbox.ts';
import { playerKey } from '../../lib/player-key.ts';
import { useOfflineText } from './i18n/use-offline-text.ts';
import { registerServiceWorker } from './service-worker.ts';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The offline game's notices (issue 18): "A new version is ready" with Reload (the child
 * decides when), "You're offline" while the browser says so, how many results wait to be sent,
 * and a short word when they have reached the server.
 */
export function OfflineNotices() {
  const text = useOfflineText();
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [sent, setSent] = useState(false);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

  useEffect(() => registerServiceWorker((apply) => setActivate(() => apply)), []);
  // The outbox sends the waiting records of whoever plays now; until the user is known, none.
  const user = useCurrentUser();
  const player = user.isSuccess ? playerKey(user.data) : null;
  useEffect(() => appOutbox().setOwner(player), [player]);
  useEffect(() => {
    let before = 0;
    return appOutbox().subscribe((count) => {
      if (before > 0 && count === 0) setSent(true);
      before = count;
      setWaiting(count);
    });
  }, []);

  const status = !online ? text('offline') : waiting > 0 ? text('waiting', { count: waiting }) : null;
  return (
    <>
      <Snackbar open={activate !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Alert
          severity="info"
          data-testid="update-ready"
          action={
            <Button color="inherit" size="small" onClick={() => activate?.()}>
              {text('reload')}
            </Button>
          }
        >
          {text('updateReady')}
        </Alert>
      </Snackbar>
      <Snackbar open={status !== null && activate === null} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Alert severity="warning" data-testid="offline-status">
          {status}
        </Alert>
      </Snackbar>
      <Snackbar
        open={sent && status === null}
        autoHideDuration={4000}
        onClose={() => setSent(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Alert severity="success" data-testid="offline-sent">
          {text('sent')}
        </Alert>
      </Snackbar>
    </>
  );
}
