import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ChallengeDifficulty } from '@codehop/api';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useChallengeList } from './api/challenges-api.ts';
import { DifficultyChip, StatusChip } from './difficulty-chip.tsx';
import { useChallengesText } from './i18n/use-challenges-text.ts';

type Filter = 'all' | ChallengeDifficulty;

/** /challenges: every coding challenge with its difficulty and the learner's status. */
export function ChallengesPage() {
  const text = useChallengesText();
  const to = useLocalePath();
  const list = useChallengeList();
  const [filter, setFilter] = useState<Filter>('all');
  const challenges = list.data?.challenges ?? [];
  const shown = challenges.filter((challenge) => filter === 'all' || challenge.difficulty === filter);
  const solved = challenges.filter((challenge) => challenge.status === 'complete').length;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageTitle page={text('title')} about="challenges" />
      <Typography variant="h4" component="h1" gutterBottom>
        {text('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text('intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_event, value: Filter | null) => value && setFilter(value)}
          aria-label={text('title')}
        >
          {(['all', 'beginner', 'advanced', 'expert'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {text(`difficulty.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {list.data && (
          <Typography color="text.secondary" data-testid="challenges-solved">
            {text('solved', { solved, total: challenges.length })}
          </Typography>
        )}
      </Stack>
      {list.isPending && <CircularProgress />}
      <RefusalNotice error={list.error} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {shown.map((challenge) => (
          <Box component="li" key={challenge.slug}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to(`challenge/${challenge.slug}`)} sx={{ p: 2, height: '100%' }} data-testid={`challenge-${challenge.slug}`}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {challenge.title}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <DifficultyChip difficulty={challenge.difficulty} text={text} />
                  <StatusChip status={challenge.status} text={text} />
                </Stack>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
