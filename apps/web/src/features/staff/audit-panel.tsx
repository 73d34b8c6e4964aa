import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStaffImpersonations } from './api/staff-impersonations.ts';
import { useStaffText } from './i18n/use-staff-text.ts';

/** Who viewed Codehop as whom, when, from where, and what they changed. */
export function AuditPanel() {
  const t = useStaffText();
  const log = useStaffImpersonations();
  if (log.isPending) return <LinearProgress aria-label={t('tabs.audit')} />;
  if (!log.data?.length) return <Alert severity="info">{t('audit.empty')}</Alert>;
  const time = (iso: string) => new Date(iso).toLocaleString();
  return (
    <Stack spacing={1.5}>
      {log.data.map((entry) => (
        <Paper key={entry.id} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {t('audit.entry', { staff: entry.staff_email, target: entry.target_email })}
            {entry.target_student_username
              ? ` ${t('audit.student', { username: entry.target_student_username })}`
              : ''}
          </Typography>
          {entry.reason && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('audit.reason', { reason: entry.reason })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {time(entry.started_at)} ·{' '}
            {entry.ended_at
              ? t('audit.ended', { time: time(entry.ended_at) })
              : t('audit.ongoing', { time: time(entry.expires_at) })}{' '}
            · {t('audit.from', { ip: entry.ip_address })} · {entry.user_agent}
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 1, fontWeight: 700 }}>
            {t('audit.changes')}
          </Typography>
          {entry.actions.length === 0 ? (
            <Typography variant="body2">{t('audit.noChanges')}</Typography>
          ) : (
            <List dense disablePadding>
              {entry.actions.map((action) => (
                <ListItem key={`${action.at}-${action.url}`} disableGutters>
                  <ListItemText
                    primary={`${action.method} ${action.url} → ${action.status_code}`}
                    secondary={[time(action.at), action.fields.join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{
                      primary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
