import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@codehop/api';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { newBadgesKey, useMarkBadgesSeen, useNewBadges } from './api/recognition.ts';
import { useRecognitionText } from './i18n/use-recognition-text.ts';
import { useBadgeNames } from './use-badge-names.ts';

const pop = keyframes`
  0% { transform: scale(0.2) rotate(-20deg); opacity: 0; }
  60% { transform: scale(1.15) rotate(6deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); }
`;
const twinkle = keyframes`
  0%, 100% { opacity: 0; transform: scale(0.4); }
  50% { opacity: 1; transform: scale(1); }
`;

const SPARKLES = [
  { top: '8%', left: '18%', delay: '0s' },
  { top: '14%', left: '78%', delay: '0.25s' },
  { top: '62%', left: '10%', delay: '0.5s' },
  { top: '70%', left: '84%', delay: '0.15s' },
  { top: '2%', left: '50%', delay: '0.4s' },
];

/**
 * The small celebration when a badge is earned. Whenever the course data or a quiz is fetched
 * again (a level or a quiz was just recorded), it asks the server for badges not yet celebrated
 * and shows them one after another; without motion when the reader asked for reduced motion.
 */
export function BadgeCelebration({ studentId }: { studentId: number | null }) {
  const queryClient = useQueryClient();
  const fresh = useNewBadges(studentId);
  const seen = useMarkBadgesSeen(studentId);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (studentId === null) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const head = event.query.queryKey[0];
      if (head === 'course' || head === 'quiz') void queryClient.invalidateQueries({ queryKey: newBadgesKey(studentId) });
    });
  }, [queryClient, studentId]);

  const badge = fresh.data?.badges.find((candidate) => !closed.has(candidate.id));
  if (!badge || studentId === null) return null;
  const close = () => {
    setClosed((previous) => new Set([...previous, badge.id]));
    seen.mutate([badge.id]);
  };
  return <CelebrationToast key={badge.id} badge={badge} studentId={studentId} onClose={close} />;
}

/** One badge's toast (its names need the course data, fetched only when there is a badge to show). */
function CelebrationToast({ badge, studentId, onClose: close }: { badge: Badge; studentId: number; onClose: () => void }) {
  const t = useRecognitionText();
  const to = useLocalePath();
  const names = useBadgeNames();
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const words = names(badge);
  const { pathname } = useLocation();
  const [shownOn] = useState(pathname);
  // The toast belongs to the page where it was earned: leaving that page closes it.
  const left = useRef(false);
  useEffect(() => {
    if (pathname === shownOn || left.current) return;
    left.current = true;
    close();
  }, [pathname, shownOn, close]);
  // A quiz's result page has its score at the top: there the toast sits at the bottom instead.
  const onQuiz = /\/quiz\//.test(pathname);

  // A toast, not a dialog: it never stands between the child and the game's own dialogs.
  return (
    <Snackbar
      open
      // Below the top bar: at the bottom it would cover Run, Save or a quiz's Next on a phone.
      anchorOrigin={{ vertical: onQuiz ? 'bottom' : 'top', horizontal: 'center' }}
      sx={onQuiz ? undefined : { top: { xs: 72, sm: 76 } }}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Paper
        elevation={8}
        role="status"
        data-testid="badge-celebration"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, pr: 2, borderRadius: 3, border: '2px solid #fbbf24', maxWidth: 460 }}
      >
        <Box sx={{ position: 'relative', width: 72, height: 72, flexShrink: 0 }}>
          {still
            ? null
            : SPARKLES.map((sparkle, index) => (
                <Box
                  key={index}
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: sparkle.top,
                    left: sparkle.left,
                    width: 10,
                    height: 10,
                    zIndex: 1,
                    bgcolor: '#fde047',
                    clipPath: 'polygon(50% 0, 62% 38%, 100% 50%, 62% 62%, 50% 100%, 38% 62%, 0 50%, 38% 38%)',
                    animation: `${twinkle} 1.2s ease-in-out ${sparkle.delay} infinite`,
                  }}
                />
              ))}
          <Box
            component="img"
            src={badge.image}
            alt=""
            width={72}
            height={72}
            sx={{ imageRendering: 'pixelated', animation: still ? 'none' : `${pop} 0.6s ease-out` }}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 900, color: '#fbbf24' }}>{t('celebrate.title')}</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="badge-celebration-name">
            {words.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            <Button size="small" component={RouterLink} to={to(`badges/${studentId}`)} onClick={close}>
              {t('celebrate.see')}
            </Button>
            <Button size="small" variant="contained" onClick={close} data-testid="badge-celebration-close">
              {t('celebrate.close')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Snackbar>
  );
}
