import { lazy, Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useMatch } from 'react-router';
import { FeedbackButton } from '../../features/feedback/feedback-button.tsx';
import { BadgeCelebration } from '../../features/recognition/badge-celebration.tsx';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { SeeSettingsFollowUser } from '../../lib/see-settings/see-page.tsx';
import { SKIP_LINKS_SLOT } from '../../lib/skip-links.ts';
import { AppDrawer } from './app-drawer.tsx';
import { AppFooter } from './app-footer.tsx';
import { CarryAnonymousPlay } from './carry-anonymous-play.tsx';
import { EmailVerifiedNotice } from './email-verified-notice.tsx';
import { FocusNewPage } from './focus-new-page.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { LanguageFollowsUser } from './language-follows-user.tsx';
import { TopBar } from './top-bar.tsx';

// Loaded only for parents: the rest never download the purchase pages' code and words.
const UnassignedPurchaseModal = lazy(() =>
  import('../../features/purchase/unassigned-purchase-modal.tsx').then((module) => ({
    default: module.UnassignedPurchaseModal,
  })),
);

/** Top bar, drawer, page, footer and the Feedback button around every localised page (the play screen has no footer). */
export function AppLayout({ children }: { children?: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const signedIn = user !== null;
  // The play screen fills the window below the top bar, like a game: no footer, no page scroll.
  const onPlayScreen = useMatch('/:lng/play/*') !== null;
  const main = useRef<HTMLElement>(null);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        ...(onPlayScreen && { height: '100dvh', overflow: 'hidden' }),
      }}
    >
      <div id={SKIP_LINKS_SLOT} />
      {user?.impersonation ? <ImpersonationBanner user={user} /> : null}
      <TopBar
        onMenuClick={() => setDrawerOpen(true)}
        user={user}
        userKnown={!currentUser.isPending}
      />
      <AppDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        signedIn={signedIn}
        isStudent={user?.is_student ?? false}
        isOrgUser={(user?.organization_id ?? null) !== null}
        studentId={user?.student_id ?? null}
        classRules={user?.class_details ?? null}
      />
      <Box
        component="main"
        ref={main}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        {children ?? <Outlet />}
      </Box>
      {onPlayScreen ? null : <AppFooter />}
      <FeedbackButton signedIn={signedIn} hideOnNarrowScreens={onPlayScreen} />
      <FocusNewPage main={main} />
      <EmailVerifiedNotice />
      <CarryAnonymousPlay user={user} />
      <LanguageFollowsUser user={user} />
      <SeeSettingsFollowUser user={user} />
      {user && user.user_details.user_type === 0 && user.organization_id === null ? (
        <Suspense fallback={null}>
          <UnassignedPurchaseModal enabled />
        </Suspense>
      ) : null}
      {user?.student_id ? <BadgeCelebration studentId={user.student_id} /> : null}
    </Box>
  );
}
