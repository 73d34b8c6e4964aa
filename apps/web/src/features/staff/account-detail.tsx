import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { StaffMembership } from '@codehop/api';
import { useStaffUser } from './api/staff-user.ts';
import { useStaffText } from './i18n/use-staff-text.ts';
import { SectionTitle, StaffBilling } from './staff-billing.tsx';

/**
 * One account opened in the staff search: its school and role, what it bought and for which child,
 * its students' progress, its mail and who from the team viewed it.
 */
export function AccountDetail({ userId }: { userId: number }) {
  const t = useStaffText();
  const detail = useStaffUser(userId);
  if (detail.isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={t('find.details')} />;
  if (!detail.data) return <Alert severity="error">{t('find.notFound')}</Alert>;
  const { students, mail, impersonations, organization } = detail.data;
  const date = (iso: string) => new Date(iso).toLocaleString();
  return (
    <Box sx={{ mt: 2 }} data-testid="staff-account">
      <Divider sx={{ mb: 1 }} />
      <Membership organization={organization} />
      <StaffBilling purchases={detail.data.purchases} subscriptions={detail.data.subscriptions} />
      <SectionTitle>{t('find.students')}</SectionTitle>
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
      <SectionTitle>{t('find.mail')}</SectionTitle>
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
      <SectionTitle>{t('find.viewedBy')}</SectionTitle>
      {impersonations.length === 0 && (
        <Typography variant="body2">{t('find.neverViewed')}</Typography>
      )}
      <List dense>
        {impersonations.map((entry) => (
          <ListItem key={entry.started_at} disableGutters>
            <ListItemText
              primary={entry.staff_email}
              secondary={[date(entry.started_at), entry.reason ? t('audit.reason', { reason: entry.reason }) : '']
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The school the account belongs to, its role there, and the way to the school's page. */
function Membership({ organization }: { organization: StaffMembership | null }) {
  const t = useStaffText();
  if (!organization) return null;
  return (
    <>
      <SectionTitle>{t('account.school')}</SectionTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('account.roleAt', {
            role: t(`account.roles.${organization.role}`),
            name: organization.name,
          })}
        </Typography>
        <Button
          component={RouterLink}
          to={`?organization=${organization.organization_id}`}
          size="small"
        >
          {t('find.openSchool')}
        </Button>
      </Box>
    </>
  );
}
