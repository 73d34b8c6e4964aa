import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../components/notification-provider.tsx';
import { useResendMail } from './api/resend-mail.ts';
import { useStaffOutbox, type OutboxFilter } from './api/staff-outbox.ts';
import { useStaffText } from './i18n/use-staff-text.ts';

const FILTERS: readonly OutboxFilter[] = ['failed', 'pending', 'sent', 'all'];
const STATUS_COLOR = { failed: 'error', pending: 'warning', sent: 'success' } as const;

/** The mail outbox: failed mails first, each with why it failed and a "Send again". */
export function OutboxPanel() {
  const t = useStaffText();
  const notify = useNotify();
  const [filter, setFilter] = useState<OutboxFilter>('failed');
  const outbox = useStaffOutbox(filter);
  const resend = useResendMail();
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        value={filter}
        onChange={(_, next: OutboxFilter | null) => next && setFilter(next)}
      >
        {FILTERS.map((name) => (
          <ToggleButton key={name} value={name} sx={{ minWidth: 88, fontWeight: 700 }}>
            {t(`outbox.${name}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {outbox.isPending && <LinearProgress aria-label={t('tabs.outbox')} />}
      {outbox.data?.length === 0 && <Alert severity="info">{t('outbox.empty')}</Alert>}
      {outbox.data?.map((mail) => (
        <Paper key={mail.id} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {mail.to} · {new Date(mail.created_at).toLocaleString()} ·{' '}
                {t('outbox.attempts', { count: mail.attempts })}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip
                size="small"
                label={mail.status}
                color={STATUS_COLOR[mail.status as keyof typeof STATUS_COLOR] ?? 'default'}
              />
              {mail.status === 'failed' && (
                <Button
                  variant="contained"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(mail.id, {
                      onSuccess: () => notify(t('outbox.resent'), 'success'),
                    })
                  }
                >
                  {t('outbox.resend')}
                </Button>
              )}
            </Stack>
          </Box>
          {mail.last_error && (
            <Typography
              variant="body2"
              sx={{ mt: 1, color: 'error.main', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {mail.last_error}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
