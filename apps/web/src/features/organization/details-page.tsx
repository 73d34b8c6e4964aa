import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useInviteTeacher, useOrganization, useTeachers } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';

/** organization/details (and organization/teachers): the school, its login page, its teachers and invitations. */
export function OrganizationDetailsPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const organization = useOrganization();
  const teachers = useTeachers();
  const invite = useInviteTeacher();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function send(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    invite.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setEmail('');
      },
    });
  }

  if (organization.isPending) return <SchoolLayout title="…"><Loading /></SchoolLayout>;
  if (organization.isError) return <SchoolLayout title=""><Failed /></SchoolLayout>;
  const school = organization.data;
  const loginPath = to(`login-org/${school.slug}`);
  return (
    <SchoolLayout title={school.name}>
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Typography sx={{ fontSize: '1.1rem', mb: 1 }}>{t('details.counts', { teachers: school.teacher_count, classes: school.class_count, students: school.student_count })}</Typography>
            <Typography>
              {t('details.loginLink')}:{' '}
              <Link component={RouterLink} to={loginPath} sx={{ fontWeight: 800 }} data-testid="school-login-link">
                {`${window.location.origin}${loginPath}`}
              </Link>
            </Typography>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
              {t('details.teachers')}
            </Typography>
            {teachers.isPending ? <Loading /> : teachers.isError ? <Failed /> : (
              <List>
                {teachers.data.map((teacher) => (
                  <ListItem key={teacher.id} divider>
                    <ListItemText primary={teacher.full_name || teacher.email} secondary={teacher.email} />
                    <Chip label={teacher.user_type === 2 ? t('details.admin') : t('details.teacher')} color={teacher.user_type === 2 ? 'primary' : 'default'} />
                  </ListItem>
                ))}
              </List>
            )}
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 2, mb: 1 }}>
              {t('details.invite')}
            </Typography>
            {sentTo && <Alert severity="success" sx={{ mb: 2 }}>{t('details.sent', { email: sentTo })}</Alert>}
            {invite.isError && <Alert severity="error" sx={{ mb: 2 }}>{t('common.error')}</Alert>}
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={send} noValidate>
              <TextField type="email" label={t('details.email')} value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flexGrow: 1 }} slotProps={{ htmlInput: { 'data-testid': 'invite-email' } }} />
              <Button type="submit" variant="contained" size="large" disabled={invite.isPending} sx={{ minHeight: 56 }} data-testid="invite-submit">
                {t('details.send')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </SchoolLayout>
  );
}
