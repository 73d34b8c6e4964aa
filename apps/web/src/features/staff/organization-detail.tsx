import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { StaffOrganization } from '@codehop/api';
import { formatDate } from '../../lib/format-money.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useStaffOrganization } from './api/staff-organization.ts';
import { useStaffText } from './i18n/use-staff-text.ts';
import { SectionTitle, StaffBilling } from './staff-billing.tsx';

/** One school for support: size, tier, its admins and teachers (each opens their account) and its payments. */
export function OrganizationDetail({ organizationId }: { organizationId: number }) {
  const t = useStaffText();
  const locale = useLocale();
  const detail = useStaffOrganization(organizationId);
  if (detail.isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={t('find.details')} />;
  if (!detail.data) return <Alert severity="error">{t('find.notFound')}</Alert>;
  const school = detail.data;
  return (
    <Box sx={{ mt: 1 }} data-testid="staff-school">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          t('school.loginPage', { slug: school.slug }),
          t('school.since', { date: formatDate(school.created_at, locale) }),
        ].join(' · ')}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        {t('school.size', { classes: school.classes_count, students: school.students_count })}
      </Typography>
      <SectionTitle>{t('school.tier')}</SectionTitle>
      <Typography variant="body2">
        {school.tier
          ? `${t(`plans.${school.tier.plan_name}`)} · ${
              school.tier.student_limit === null
                ? t('account.anyNumber')
                : t('account.upTo', { limit: school.tier.student_limit })
            }`
          : t('school.noTier')}
      </Typography>
      <Members title={t('school.admins')} members={school.admins} />
      <Members title={t('school.teachers')} members={school.teachers} />
      <StaffBilling purchases={school.purchases} subscriptions={school.subscriptions} />
    </Box>
  );
}

function Members({ title, members }: { title: string; members: StaffOrganization['admins'] }) {
  const t = useStaffText();
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      {members.length === 0 && <Typography variant="body2">{t('school.nobody')}</Typography>}
      <List dense>
        {members.map((member) => (
          <ListItem
            key={member.user_id}
            disableGutters
            secondaryAction={
              <Button component={RouterLink} to={`?account=${member.user_id}`} size="small">
                {t('find.openAccount')}
              </Button>
            }
          >
            <ListItemText
              primary={member.email}
              secondary={member.full_name}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: { xs: 13, sm: 16 } } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
