import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { AuditPanel } from './audit-panel.tsx';
import { CampaignsPanel } from './campaigns-panel.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { FindAccounts } from './find-accounts.tsx';
import { useStaffText, type StaffKey } from './i18n/use-staff-text.ts';
import { OutboxPanel } from './outbox-panel.tsx';
import { ReportsPanel } from './reports-panel.tsx';

const TABS = ['find', 'feedback', 'outbox', 'audit', 'campaigns', 'reports'] as const;
type StaffTab = (typeof TABS)[number];

/** Shows its page to platform staff only; everyone else reads why they cannot be here. */
export function StaffOnly({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useStaffText();
  const currentUser = useCurrentUser();
  if (currentUser.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={title} />
      </Box>
    );
  }
  // Just switched to viewing as someone: the page is about to leave for their home.
  if (currentUser.data?.impersonation) return null;
  if (!currentUser.data?.is_platform_staff) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 6 }}>
        <Alert severity="info">{t('notStaff')}</Alert>
      </Box>
    );
  }
  return (
    <Box
      sx={{ maxWidth: 1100, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}
    >
      <PageTitle page={title} />
      {children}
    </Box>
  );
}

/** /staff: the people who run Codehop find accounts, read feedback, watch the outbox and the audit log, send campaigns and judge reported levels. */
export function StaffPage() {
  const t = useStaffText();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: StaffTab = (TABS as readonly string[]).includes(requested ?? '')
    ? (requested as StaffTab)
    : 'find';

  return (
    <StaffOnly title={t('title')}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <Tabs
        value={tab}
        onChange={(_, next: StaffTab) =>
          setParams(next === 'find' ? {} : { tab: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}` as StaffKey)}
            sx={{ minHeight: 48, fontWeight: 700 }}
          />
        ))}
      </Tabs>
      {tab === 'find' && <FindAccounts />}
      {tab === 'feedback' && <FeedbackPanel />}
      {tab === 'outbox' && <OutboxPanel />}
      {tab === 'audit' && <AuditPanel />}
      {tab === 'campaigns' && <CampaignsPanel />}
      {tab === 'reports' && <ReportsPanel />}
    </StaffOnly>
  );
}

/** /impersonate: the same search, for choosing whom to view Codehop as. */
export function ImpersonatePage() {
  const t = useStaffText();
  return (
    <StaffOnly title={t('impersonate.title')}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('impersonate.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 760 }}>
        {t('impersonate.intro')}
      </Typography>
      <FindAccounts />
    </StaffOnly>
  );
}
