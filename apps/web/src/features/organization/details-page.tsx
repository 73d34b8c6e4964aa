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
import { RefusalNotice, useRefusal } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useAddTeacher, useInviteTeacher, useOrganization, useRemoveTeacher, useTeachers } from './api/school-api.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';
import { SchoolPlanCard, SchoolProfileForm } from './school-profile-card.tsx';

/** organization/details (and organization/teachers): the school, its login page, its teachers and invitations. */
export function OrganizationDetailsPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const organization = useOrganization();
  const teachers = useTeachers();
  const invite = useInviteTeacher();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const me = useCurrentUser().data?.user_id;
  const isAdmin = useCurrentUser().data?.user_details.user_type === 2;
  const remove = useRemoveTeacher();

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
  if (organization.isError) return <SchoolLayout title=""><Failed error={organization.error} /></SchoolLayout>;
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
        {isAdmin && <SchoolPlanCard school={school} />}
        {isAdmin && <SchoolProfileForm school={school} />}
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
              {t('details.teachers')}
            </Typography>
            {teachers.isPending ? <Loading /> : teachers.isError ? <Failed error={teachers.error} /> : (
              <List>
                {teachers.data.map((teacher) => (
                  <ListItem key={teacher.id} divider>
                    <ListItemText primary={teacher.full_name || teacher.email} secondary={teacher.email} />
                    <Chip label={teacher.user_type === 2 ? t('details.admin') : t('details.teacher')} color={teacher.user_type === 2 ? 'primary' : 'default'} />
                    {teacher.id !== me && (
                      <Button
                        color="error"
                        sx={{ ml: 1 }}
                        onClick={() => {
                          if (window.confirm(t('details.removeConfirm', { name: teacher.full_name || teacher.email }))) remove.mutate(teacher.id);
                        }}
                      >
                        {t('details.remove')}
                      </Button>
                    )}
                  </ListItem>
                ))}
              </List>
            )}
            <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 2, mb: 1 }}>
              {t('details.invite')}
            </Typography>
            {sentTo && <Alert severity="success" sx={{ mb: 2 }}>{t('details.sent', { email: sentTo })}</Alert>}
            <RefusalNotice error={invite.error} sx={{ mb: 2 }} />
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={send} noValidate>
              <TextField type="email" label={t('details.email')} value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flexGrow: 1 }} slotProps={{ htmlInput: { 'data-testid': 'invite-email' } }} />
              <Button type="submit" variant="contained" size="large" disabled={invite.isPending} sx={{ minHeight: 56 }} data-testid="invite-submit">
                {t('details.send')}
              </Button>
            </Stack>
            <AddTeacherForm />
          </CardContent>
        </Card>
      </Stack>
    </SchoolLayout>
  );
}

function AddTeacherForm() {
  const t = useOrgText();
  const add = useAddTeacher();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const refusal = useRefusal(add.error, ['email', 'full_name', 'password']);
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { email: email.trim(), full_name: fullName.trim(), password },
      {
        onSuccess: () => {
          setEmail('');
          setFullName('');
          setPassword('');
        },
      },
    );
  }
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mt: 3, mb: 1 }}>
        {t('details.addDirect')}
      </Typography>
      <RefusalNotice refusal={refusal.notice} sx={{ mb: 2 }} />
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={submit} noValidate>
        <TextField label={t('details.fullName')} value={fullName} onChange={(event) => setFullName(event.target.value)} error={refusal.fields.full_name !== undefined} helperText={refusal.fields.full_name} />
        <TextField type="email" label={t('details.email')} value={email} onChange={(event) => setEmail(event.target.value)} error={refusal.fields.email !== undefined} helperText={refusal.fields.email} />
        <TextField type="password" label={t('details.password')} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" error={refusal.fields.password !== undefined} helperText={refusal.fields.password} />
        <Button type="submit" variant="outlined" size="large" disabled={add.isPending} sx={{ minHeight: 56 }}>
          {t('details.add')}
        </Button>
      </Stack>
    </>
  );
}
