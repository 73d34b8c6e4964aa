import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@codehop/api';
import { useDescribeRefusal } from '../../lib/refusal/index.ts';
import { useNotify } from '../../components/notification-provider.tsx';
import { useStopImpersonation } from '../../lib/api/stop-impersonation.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * While platform staff view Codehop as someone else: a bar above everything that cannot be missed,
 * saying whose view this is, what stays locked, when it ends, and a Stop button.
 */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const describe = useDescribeRefusal();
  const localePath = useLocalePath();
  const stop = useStopImpersonation(() => void navigate(localePath('staff')));
  const impersonation = user.impersonation;
  if (!impersonation) return null;
  const who = impersonation.student_username
    ? t('impersonation.bannerStudent', {
        email: user.email,
        username: impersonation.student_username,
      })
    : t('impersonation.banner', { email: user.email });
  const until = new Date(impersonation.expires_at).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <Box
      role="status"
      sx={{
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <VisibilityRounded aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{who}</Typography>
        <Typography variant="body2">{t('impersonation.details', { time: until })}</Typography>
      </Box>
      <Button
        variant="contained"
        color="inherit"
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, { onError: (error) => notify(describe(error).message, 'error') })
        }
        sx={{ color: 'text.primary', bgcolor: 'background.paper', fontWeight: 800, minHeight: 44 }}
      >
        {t('impersonation.stop')}
      </Button>
    </Box>
  );
}
