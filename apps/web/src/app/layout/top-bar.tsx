import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import MenuRounded from '@mui/icons-material/MenuRounded';
import HowToVoteRounded from '@mui/icons-material/HowToVoteRounded';
import { Link as RouterLink, useLocation } from 'react-router';
import type { CurrentUser } from '@codehop/api';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';
import { authPagePath, returnPathFor } from '../../lib/auth-links.ts';
import { FEATURE_VOTING_URL } from '../../lib/config.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { useLoginTooltip } from './use-login-tooltip.ts';

interface TopBarProps {
  onMenuClick: () => void;
  user: CurrentUser | null;
  /** Whether the current-user call has answered (so a visitor is really a visitor). */
  userKnown: boolean;
}

export function TopBar({ onMenuClick, user, userKnown }: TopBarProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  const signedIn = user !== null;
  const [tooltipOpen, closeTooltip, tooltipTitleRef] = useLoginTooltip(userKnown, signedIn);
  const returnTo = returnPathFor(pathname, search);

  return (
    <AppBar position="sticky" elevation={0} color="transparent">
      <Toolbar sx={{ gap: { xs: 0.5, md: 1 }, minHeight: { xs: 64 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('nav.openMenu')}
          onClick={onMenuClick}
        >
          <MenuRounded />
        </IconButton>
        <Logo to={to()} />
        <Box component="nav" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 2 }}>
          {NAV_LINKS.map((link) => (
            <Button
              key={link.path}
              component={RouterLink}
              to={to(link.path)}
              color="inherit"
              sx={{ px: 1.5 }}
            >
              {t(link.labelKey)}
              {link.isNew && (
                <Chip
                  label={t('nav.new')}
                  size="small"
                  color="secondary"
                  sx={{ ml: 1, height: 20, fontWeight: 800, fontSize: '0.7rem' }}
                />
              )}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguagePicker signedIn={signedIn} />
        {/* The hint describes the button; its name stays the words it shows. */}
        <Tooltip title={t('nav.featureVotingHint')} describeChild>
          <Button
            href={FEATURE_VOTING_URL}
            target="_blank"
            rel="noopener"
            color="inherit"
            startIcon={<HowToVoteRounded />}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {t('nav.featureVoting')}
          </Button>
        </Tooltip>
        {user && <AccountMenu user={user} />}
        {!signedIn && (
          <Tooltip
            open={tooltipOpen}
            onClose={closeTooltip}
            disableHoverListener
            disableFocusListener
            disableTouchListener
            arrow
            // Under dialogs, not over them: it points at the bar, which a dialog covers too.
            slotProps={{ popper: { sx: { zIndex: (theme) => theme.zIndex.appBar + 1 } } }}
            title={
              <Box component="span" ref={tooltipTitleRef} sx={{ fontSize: '1rem', display: 'block', p: 0.5 }}>
                {t('account.loginTooltip')}
              </Box>
            }
          >
            <Box sx={{ display: 'flex', gap: { xs: 0.5, md: 1 } }} onClick={closeTooltip}>
              <Button
                component={RouterLink}
                to={to(authPagePath('login', returnTo))}
                color="inherit"
                variant="outlined"
                sx={{ display: { xs: 'none', sm: 'inline-flex' }, borderColor: 'divider' }}
              >
                {t('nav.logIn')}
              </Button>
              <Button
                component={RouterLink}
                to={to(authPagePath('signup', returnTo))}
                variant="contained"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('nav.signUp')}
              </Button>
            </Box>
          </Tooltip>
        )}
      </Toolbar>
    </AppBar>
  );
}
