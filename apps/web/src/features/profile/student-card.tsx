import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Student } from '@codehop/api';
import { AvatarImage } from '../../components/avatar-image.tsx';
import { useLastPlayedName } from '../../lib/api/level-name.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

interface StudentCardProps {
  student: Student;
  chosen: boolean;
  busy: boolean;
  onChoose: () => void;
  onDelete?: () => void;
}

/** One child: avatar, name, where they are, and what a parent can do with the profile. */
export function StudentCard({ student, chosen, busy, onChoose, onDelete }: StudentCardProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const lastPlayed = useLastPlayedName(student.last_played);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 4,
        borderColor: chosen ? 'primary.main' : 'divider',
        borderWidth: chosen ? 2 : 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <AvatarImage character={student.character} size={56} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
          >
            {student.username}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {lastPlayed
              ? t('profile.student.lastPlayed', { level: lastPlayed })
              : t('profile.student.notStarted')}
          </Typography>
        </Box>
        {chosen && <Chip label={t('profile.students.chosen')} color="primary" />}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!chosen && (
          <Button
            variant="contained"
            startIcon={<PlayArrowRounded />}
            onClick={onChoose}
            disabled={busy}
          >
            {t('profile.students.choose', { name: student.username })}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={to(`profile/students/${student.id}`)}
          startIcon={<InsightsRounded />}
        >
          {t('profile.students.view')}
        </Button>
        <Button
          component={RouterLink}
          to={to(`profile/students/${student.id}/edit`)}
          startIcon={<EditRounded />}
        >
          {t('profile.students.edit')}
        </Button>
        {onDelete && (
          <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={onDelete}>
            {t('profile.students.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
