import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import type { StaffUserSummary } from '@codehop/api';
import type { ImpersonationTarget } from './api/impersonate.ts';
import { AccountDetail } from './account-detail.tsx';
import { AccountName } from './account-name.tsx';
import { StaffCardHead } from './staff-card-head.tsx';
import { useStaffText } from './i18n/use-staff-text.ts';

/** An account found by the staff search: who it is, view-as buttons for it and its students, and its details. */
export function AccountCard({
  account,
  expanded,
  onToggle,
  onViewAs,
  busy,
}: {
  account: StaffUserSummary;
  expanded: boolean;
  /** Absent when the account is opened on its own (always expanded). */
  onToggle?: () => void;
  onViewAs: (target: ImpersonationTarget) => void;
  busy: boolean;
}) {
  const t = useStaffText();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <StaffCardHead
        title={
          <Box sx={{ minWidth: 0 }}>
            <AccountName account={account} />
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              {account.is_platform_staff && (
                <Chip size="small" color="secondary" label={t('find.staffBadge')} />
              )}
              {/* A school student's login has a made-up address nobody confirms: no warning for it. */}
              {!account.email_verified && !account.school_student && (
                <Chip size="small" color="warning" label={t('find.unverified')} />
              )}
              {account.unsubscribed && <Chip size="small" label={t('find.unsubscribed')} />}
            </Stack>
          </Box>
        }
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {onToggle && (
              <Button onClick={onToggle} aria-expanded={expanded}>
                {t('find.details')}
              </Button>
            )}
            {!account.is_platform_staff && (
              <Button
                variant="contained"
                startIcon={<VisibilityRounded />}
                disabled={busy}
                onClick={() => onViewAs({ kind: 'user', userId: account.user_id, name: account.email })}
              >
                {t('find.viewAsUser')}
              </Button>
            )}
          </Stack>
        }
      />
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
            onClick={() => onViewAs({ kind: 'student', studentId: student.id, name: student.username })}
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
