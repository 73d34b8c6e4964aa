import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useImpersonate, type ImpersonationTarget } from './api/impersonate.ts';
import { useSearchOrganizations } from './api/search-organizations.ts';
import { useSearchUsers } from './api/search-users.ts';
import { useStaffOrganization } from './api/staff-organization.ts';
import { useStaffUser } from './api/staff-user.ts';
import { AccountCard } from './account-card.tsx';
import { OrganizationCard } from './organization-card.tsx';
import { useStaffText } from './i18n/use-staff-text.ts';
import { ViewAsDialog } from './view-as-dialog.tsx';

/** A positive id from the query string, or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Search accounts (e-mail, name, a student's username) and schools; open one; view Codehop as an
 * account or one of its students. `?account=ID` and `?organization=ID` open one on its own, so an
 * account links to its school and a school to its members.
 */
export function FindAccounts() {
  const t = useStaffText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  // Leave for their home (or their last level) before the session changes hands and this page goes.
  const impersonate = useImpersonate((answer) => {
    const played = answer.user.last_played;
    void navigate(
      played ? localePath(`play/${played.course_id}/${played.level_slug}`) : localePath(),
    );
  });
  // A view-as button asks first: the dialog takes the reason, then the session changes hands.
  const [asking, setAsking] = useState<ImpersonationTarget | null>(null);
  const viewAs = (target: ImpersonationTarget) => {
    impersonate.reset();
    setAsking(target);
  };
  const accountId = idParam(params.get('account'));
  const organizationId = idParam(params.get('organization'));
  const dialog = (
    <ViewAsDialog
      target={asking}
      busy={impersonate.isPending}
      error={impersonate.error}
      onCancel={() => setAsking(null)}
      onConfirm={(reason) => asking && impersonate.mutate({ target: asking, reason })}
    />
  );

  if (accountId !== null || organizationId !== null) {
    return (
      <Stack spacing={2}>
        <Button
          component={RouterLink}
          to="?"
          startIcon={<ArrowBackRounded />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('find.back')}
        </Button>
        {dialog}
        {accountId !== null ? (
          <OpenedAccount userId={accountId} onViewAs={viewAs} busy={impersonate.isPending} />
        ) : (
          <OpenedOrganization organizationId={organizationId ?? 0} />
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {dialog}
      <Search onViewAs={viewAs} busy={impersonate.isPending} />
    </Stack>
  );
}

function Search({
  onViewAs,
  busy,
}: {
  onViewAs: (target: ImpersonationTarget) => void;
  busy: boolean;
}) {
  const t = useStaffText();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const accounts = useSearchUsers(deferred);
  const schools = useSearchOrganizations(deferred);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (key: string) => () => setOpen(open === key ? null : key);
  const nothing = accounts.data?.length === 0 && schools.data?.length === 0;

  return (
    <Stack spacing={2}>
      <TextField
        label={t('find.label')}
        helperText={t('find.hint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
        }}
      />
      {(accounts.isFetching || schools.isFetching) && (
        <LinearProgress aria-label={t('find.label')} />
      )}
      {nothing && <Alert severity="info">{t('find.none', { query: deferred.trim() })}</Alert>}
      {!!schools.data?.length && <Heading>{t('find.schools')}</Heading>}
      {schools.data?.map((school) => (
        <OrganizationCard
          key={school.id}
          organization={school}
          expanded={open === `school-${school.id}`}
          onToggle={toggle(`school-${school.id}`)}
        />
      ))}
      {!!schools.data?.length && !!accounts.data?.length && <Heading>{t('find.accounts')}</Heading>}
      {accounts.data?.map((account) => (
        <AccountCard
          key={account.user_id}
          account={account}
          expanded={open === `account-${account.user_id}`}
          onToggle={toggle(`account-${account.user_id}`)}
          onViewAs={onViewAs}
          busy={busy}
        />
      ))}
    </Stack>
  );
}

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
      {children}
    </Typography>
  );
}

function OpenedAccount({
  userId,
  onViewAs,
  busy,
}: {
  userId: number;
  onViewAs: (target: ImpersonationTarget) => void;
  busy: boolean;
}) {
  const t = useStaffText();
  const account = useStaffUser(userId);
  if (account.isPending) return <LinearProgress aria-label={t('find.details')} />;
  if (!account.data) return <Alert severity="error">{t('find.notFound')}</Alert>;
  return <AccountCard account={account.data} expanded onViewAs={onViewAs} busy={busy} />;
}

function OpenedOrganization({ organizationId }: { organizationId: number }) {
  const t = useStaffText();
  const school = useStaffOrganization(organizationId);
  if (school.isPending) return <LinearProgress aria-label={t('find.details')} />;
  if (!school.data) return <Alert severity="error">{t('find.notFound')}</Alert>;
  return <OrganizationCard organization={school.data} expanded />;
}
