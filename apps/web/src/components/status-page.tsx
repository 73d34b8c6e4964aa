import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TileScene } from './tile-scene.tsx';

interface StatusPageProps {
  mood: 'lost' | 'build';
  eyebrow?: string;
  heading: string;
  body: string;
  actions: ReactNode;
  /** Extra content under the actions (e.g. an error's details). */
  children?: ReactNode;
}

/** A friendly full-page message with a scene from the game: not found, coming soon, errors. */
export function StatusPage({ mood, eyebrow, heading, body, actions, children }: StatusPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 4, md: 6 }}
        sx={{ alignItems: 'center' }}
      >
        <Box
          sx={{
            width: { xs: '100%', md: 340 },
            flexShrink: 0,
            p: 1,
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 24px 60px rgba(0,0,0,0.35)',
          }}
        >
          <TileScene mood={mood} />
        </Box>
        <Box>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              {eyebrow}
            </Typography>
          )}
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}
          >
            {heading}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 500, mb: 4 }}
          >
            {body}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {actions}
          </Stack>
          {children}
        </Box>
      </Stack>
    </Container>
  );
}
