import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useStaffUser } from './api/staff-user.ts';
import { useStaffText } from './i18n/use-staff-text.ts';

/** One account opened in the staff search: its students' progress, its mail and who from the team viewed it. */
export function AccountDetail({ userId }: { userId: number }) {
  const t = useStaffText();
  const detail = useStaffUser(userId);
  if (detail.isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={t('find.details')} />;
  if (!detail.data) return <Alert severity="error">{t('find.viewFailed')}</Alert>;
  const { students, mail, impersonations } = detail.data;
  const date = (iso: string) => new Date(iso).toLocaleString();
  return (
    <Box sx={{ mt: 2 }}>
      <Divider sx={{ mb: 1 }} />
      <List dense>
        {students.map((student) => (
          <ListItem key={student.id} disableGutters>
            <ListItemText
              primary={`${student.username} (${student.character})`}
              secondary={[
                t('find.progress', {
                  completed: student.levels_completed,
                  started: student.levels_started,
                }),
                student.last_played
                  ? t('find.lastPlayed', { level: student.last_played.level_slug })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" sx={{ fontWeight: 800, mt: 1 }}>
        {t('find.mail')}
      </Typography>
      {mail.length === 0 && <Typography variant="body2">{t('find.noMail')}</Typography>}
      <List dense>
        {mail.map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={entry.subject}
              secondary={`${entry.status} · ${date(entry.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" sx={{ fontWeight: 800, mt: 1 }}>
        {t('find.viewedBy')}
      </Typography>
      {impersonations.length === 0 && (
        <Typography variant="body2">{t('find.neverViewed')}</Typography>
      )}
      <List dense>
        {impersonations.map((entry) => (
          <ListItem key={entry.started_at} disableGutters>
            <ListItemText primary={entry.staff_email} secondary={date(entry.started_at)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
