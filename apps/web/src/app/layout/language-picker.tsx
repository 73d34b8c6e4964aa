import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage } from '../../lib/api/change-language.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/api/current-user.ts';
import { useTranslation } from 'react-i18next';
import { PICKABLE_LANGUAGES } from '../../lib/i18n.ts';
import { LANGUAGES, languageOrDefault } from '../../lib/languages.ts';
import { switchLocalePath } from '../../lib/locale-path.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FLAG_FONT_FAMILY } from '../flag-font.ts';

/**
 * Switches the interface language by moving to the same page under the new locale. It lists only
 * the languages whose text exists; the rest of the spec's thirty are announced, not faked.
 */
export function LanguagePicker({ signedIn }: { readonly signedIn: boolean }) {
  const { t } = useTranslation();
  const lng = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const current = languageOrDefault(lng);

  function choose(code: string) {
    setAnchor(null);
    if (code === lng) return;
    navigate(switchLocalePath(location.pathname, code, location.search, location.hash));
    // A signed-in user keeps the choice on every browser (platform §7); a failure only costs that.
    if (signedIn) {
      void changeLanguage(languageOrDefault(code).name)
        .then(() => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }))
        .catch((error: unknown) => console.warn('Could not store the language choice', error));
    }
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        // The name holds what is seen (the code, EN), for those who say what they see.
        // (Not in brackets: a name checker reads bracketed words as an aside, not as the name.)
        aria-label={`${t('nav.language')}: ${current.native_name} · ${current.code.toUpperCase()}`}
        startIcon={<TranslateRounded />}
        endIcon={<ExpandMoreRounded sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{
          minWidth: 44,
          px: { xs: 1, sm: 1.5 },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box
          component="span"
          data-content
          sx={{ display: { xs: 'none', sm: 'inline' }, textTransform: 'uppercase' }}
        >
          {current.code}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 'min(70vh, 560px)', width: 280 } } }}
      >
        <ListSubheader sx={{ lineHeight: '40px', fontWeight: 800, bgcolor: 'background.paper' }}>
          {t('nav.chooseLanguage')}
        </ListSubheader>
        {PICKABLE_LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            selected={language.code === lng}
            onClick={() => choose(language.code)}
            lang={language.code}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon
              sx={{ fontFamily: FLAG_FONT_FAMILY, fontSize: '1.35rem', minWidth: 40 }}
              aria-hidden
            >
              {language.flag_emoji}
            </ListItemIcon>
            <ListItemText
              primary={language.native_name}
              secondary={language.native_name === language.name ? undefined : language.name}
            />
            {language.code === lng && <CheckRounded color="primary" fontSize="small" />}
          </MenuItem>
        ))}
        {PICKABLE_LANGUAGES.length < LANGUAGES.length && (
          <Typography
            component="li"
            color="text.secondary"
            sx={{ px: 2, py: 1.5, fontSize: '0.9rem', maxWidth: 280 }}
            data-testid="more-languages-soon"
          >
            {t('nav.moreLanguagesSoon')}
          </Typography>
        )}
      </Menu>
    </>
  );
}
