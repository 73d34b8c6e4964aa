import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { PICTURE_PASSWORD_LENGTH, PICTURES, type Picture } from '@codehop/api';
import { useOrgText } from './i18n/use-org-text.ts';
import { PictureIcon } from './picture-icons.tsx';

/**
 * The picture pad of the school login page: 3 slots showing what was tapped, then the nine pictures
 * as big buttons (at least 88 px: small fingers), each a real button with the picture's name, so
 * Tab and Enter or Space work too. The grid follows the page's direction (right to left in Arabic).
 */
export function PicturePad({ chosen, onChange, disabled }: { readonly chosen: readonly Picture[]; readonly onChange: (chosen: Picture[]) => void; readonly disabled: boolean }) {
  const t = useOrgText();
  const full = chosen.length >= PICTURE_PASSWORD_LENGTH;
  return (
    <Box>
      <Typography id="picture-pad-title" sx={{ fontWeight: 800, fontSize: '1.2rem', textAlign: 'center', mb: 1 }}>{t('pictures.tap')}</Typography>
      <Box role="status" aria-label={t('pictures.chosen')} sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mb: 2 }} data-testid="picture-slots">
        {Array.from({ length: PICTURE_PASSWORD_LENGTH }, (_, index) => {
          const picture = chosen[index];
          return (
            <Box key={index} sx={{ width: 64, height: 64, borderRadius: 2, border: '3px dashed', borderColor: picture ? 'primary.main' : 'divider', display: 'grid', placeItems: 'center', bgcolor: 'background.paper' }}>
              {picture && <PictureIcon picture={picture} size={44} labelled />}
            </Box>
          );
        })}
      </Box>
      <Box role="group" aria-labelledby="picture-pad-title" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, maxWidth: 340, mx: 'auto' }}>
        {PICTURES.map((picture) => (
          <ButtonBase
            key={picture}
            focusRipple
            disabled={disabled || full}
            aria-label={t(`pictures.names.${picture}`)}
            onClick={() => onChange([...chosen, picture])}
            data-testid={`picture-${picture}`}
            sx={{
              minHeight: 88, borderRadius: 3, border: '2px solid', borderColor: 'divider', bgcolor: 'background.paper', flexDirection: 'column',
              '&.Mui-focusVisible': { outline: '4px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              '&:hover': { borderColor: 'primary.main' },
              '&.Mui-disabled': { opacity: 0.6 },
            }}
          >
            <PictureIcon picture={picture} size={56} />
          </ButtonBase>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 1.5 }}>
        <Button size="large" onClick={() => onChange([])} disabled={chosen.length === 0 || disabled} data-testid="pictures-again" sx={{ minHeight: 48 }}>
          {t('pictures.again')}
        </Button>
      </Box>
    </Box>
  );
}
