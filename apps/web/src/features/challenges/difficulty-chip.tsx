import Chip from '@mui/material/Chip';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import TimelapseRounded from '@mui/icons-material/TimelapseRounded';
import type { ChallengeDifficulty, ChallengeStatus } from '@codehop/api';
import type { ChallengesText } from './i18n/use-challenges-text.ts';

const DIFFICULTY_COLOURS: Record<ChallengeDifficulty, string> = {
  beginner: '#4ade80',
  advanced: '#fbbf24',
  expert: '#f472b6',
};

export function DifficultyChip({ difficulty, text }: { difficulty: ChallengeDifficulty; text: ChallengesText }) {
  return (
    <Chip
      size="small"
      label={text(`difficulty.${difficulty}`)}
      variant="outlined"
      sx={{ color: DIFFICULTY_COLOURS[difficulty], borderColor: DIFFICULTY_COLOURS[difficulty], fontWeight: 700 }}
    />
  );
}

export function StatusChip({ status, text }: { status: ChallengeStatus; text: ChallengesText }) {
  const icon =
    status === 'complete' ? <CheckCircleRounded /> : status === 'in_progress' ? <TimelapseRounded /> : <RadioButtonUncheckedRounded />;
  return (
    <Chip
      size="small"
      icon={icon}
      label={text(`status.${status}`)}
      color={status === 'complete' ? 'success' : 'default'}
      variant={status === 'complete' ? 'filled' : 'outlined'}
      data-status={status}
    />
  );
}
