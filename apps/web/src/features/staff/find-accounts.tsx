import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import InputAdornment from '@mui/material/InputAdornment';
import { useNavigate } from 'react-router';
import type { StaffUserSummary } from '@codehop/api';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useImpersonate, type ImpersonationTarget } from './api/impersonate.ts';
import { useSearchUsers } from './api/search-users.ts';
import { AccountDetail } from './account-detail.tsx';
import { useStaffText } from './i18n/use-staff-text.ts';

/** Search accounts by e-mail, name or a student's username; open one; view Codehop as it or as one of its students. */
export function FindAccounts() {
  const t = useStaffText();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = useSearchUsers(deferred);
  const [open, setOpen] = useState<number | null>(null);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  // Leave for their home (or their last level) before the session changes hands and this page goes.
  const impersonate = useImpersonate((answer) => {
    const played = answer.user.last_played;
    void navigate(
      played ? localePath(`play/${played.course_id}/${played.level_slug}`) : localePath(),
    );
  });

  function viewAs(target: ImpersonationTarget) {
    impersonate.mutate(target);
  }

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
      {results.isFetching && <LinearProgress aria-label={t('find.label')} />}
      {impersonate.isError && <Alert severity="error">{t('find.viewFailed')}</Alert>}
      {results.data?.length === 0 && (
        <Alert severity="info">{t('find.none', { query: deferred.trim() })}</Alert>
      )}
      {results.data?.map((account) => (
        <AccountCard
          key={account.user_id}
          account={account}
          expanded={open === account.user_id}
          onToggle={() => setOpen(open === account.user_id ? null : account.user_id)}
          onViewAs={viewAs}
          busy={impersonate.isPending}
        />
      ))}
    </Stack>
  );
}

function AccountCard({
  account,
  expanded,
  onToggle,
  onViewAs,
  busy,
}: {
  account: StaffUserSummary;
  expanded: boolean;
  onToggle: () => void;
  onViewAs: (target: ImpersonationTarget) => void;
  busy: boolean;
}) {
  const t = useStaffText();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {account.email}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {account.full_name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {account.is_platform_staff && (
              <Chip size="small" color="secondary" label={t('find.staffBadge')} />
            )}
            {!account.email_verified && (
              <Chip size="small" color="warning" label={t('find.unverified')} />
            )}
            {account.unsubscribed && <Chip size="small" label={t('find.unsubscribed')} />}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={onToggle} aria-expanded={expanded}>
            {t('find.details')}
          </Button>
          {!account.is_platform_staff && (
            <Button
              variant="contained"
              startIcon={<VisibilityRounded />}
              disabled={busy}
              onClick={() => onViewAs({ kind: 'user', userId: account.user_id })}
            >
              {t('find.viewAsUser')}
            </Button>
          )}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 700 }}>
        {t('find.students')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 1 }}>
        {account.students.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('find.noStudents')}
          </Typography>
        )}
        {account.students.map((student) => (
          <Button
            key={student.id}
            size="small"
            variant="outlined"
            disabled={busy || account.is_platform_staff}
            startIcon={<VisibilityRounded />}
            onClick={() => onViewAs({ kind: 'student', studentId: student.id })}
          >
            {t('find.viewAsStudent', { username: student.username })}
          </Button>
        ))}
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        <AccountDetail userId={account.user_id} />
      </Collapse>
    </Paper>
  );
}
