import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FaceRounded from '@mui/icons-material/FaceRounded';
import { usePlayText } from '../i18n/use-play-text.ts';

/**
 * Gameplay §2: a signed-in account with no student chosen sees the map, but over it a card asks
 * who is playing; the button opens the choose-student dialog.
 */
export function ChooseStudentOverlay({ onChoose }: { readonly onChoose: () => void }) {
  const t = usePlayText();
  return (
    <Box
      data-testid="choose-student-overlay"
      sx={{ position: 'absolute', inset: 0, zIndex: 5, display: 'grid', placeItems: 'center', p: 2, backgroundColor: 'rgba(6, 12, 9, 0.72)', backdropFilter: 'blur(2px)' }}
    >
      <Box
        role="region"
        aria-labelledby="choose-student-title"
        sx={{ maxWidth: 420, width: '100%', textAlign: 'center', p: { xs: 3, md: 4 }, borderRadius: 4, backgroundColor: '#13201a', border: '2px solid rgba(74, 222, 128, 0.45)', boxShadow: '0 12px 40px rgba(0,0,0,0.45)' }}
      >
        <Box aria-hidden sx={{ mx: 'auto', mb: 2, width: 88, height: 88, borderRadius: '50%', display: 'grid', placeItems: 'center', backgroundColor: 'rgba(74, 222, 128, 0.18)' }}>
          <FaceRounded sx={{ fontSize: 52, color: '#4ade80' }} />
        </Box>
        <Typography id="choose-student-title" variant="h5" component="h2" sx={{ fontWeight: 900, mb: 1 }}>
          {t('access.chooseStudent.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem', mb: 3 }}>
          {t('access.chooseStudent.body')}
        </Typography>
        <Button variant="contained" size="large" onClick={onChoose} sx={{ minHeight: 52, px: 4, fontSize: '1.15rem' }} data-testid="choose-student-button">
          {t('access.chooseStudent.button')}
        </Button>
      </Box>
    </Box>
  );
}
