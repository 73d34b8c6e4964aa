import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LogoMark } from '../components/logo-mark.tsx';

/** Shown for the blink before the first page's language and code have loaded. */
export function LoadingScreen() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }} aria-busy>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 3 }}>
        <LogoMark size={56} />
        <CircularProgress size={28} />
      </Box>
    </Box>
  );
}
