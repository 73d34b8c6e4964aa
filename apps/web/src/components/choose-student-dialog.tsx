import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Student } from '@codehop/api';
import { RefusalNotice, useDescribeRefusal } from '../lib/refusal/index.ts';
import { useChooseStudent } from '../lib/api/choose-student.ts';
import { useCurrentUser } from '../lib/api/current-user.ts';
import { useLastPlayedName } from '../lib/api/level-name.ts';
import { isSchoolStaff, useStudents } from '../lib/api/students.ts';
import { pathAfterChoosingStudent } from '../lib/after-choose-student.ts';
import { forgetVisitorLevel, visitorLevel } from '../lib/visitor-level.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { AvatarImage } from './avatar-image.tsx';
import { useNotify } from './notification-provider.tsx';

interface ChooseStudentDialogProps {
  open: boolean;
  onClose: () => void;
}

/** spec/platform.md §2 "Choose student": pick who plays, then go to their last level or home. */
export function ChooseStudentDialog({ open, onClose }: ChooseStudentDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data ?? null;
  const students = useStudents(open && user !== null, isSchoolStaff(user));
  const choose = useChooseStudentAndGo(onClose);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle sx={{ fontWeight: 800 }}>{t('account.chooseStudent.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>
          {t('account.chooseStudent.intro')}
        </Typography>
        {students.isPending && <CircularProgress aria-label={t('app.loading')} sx={{ m: 2 }} />}
        <RefusalNotice error={students.error} />
        {students.data?.length === 0 && (
          <Typography sx={{ my: 2 }}>{t('account.chooseStudent.empty')}</Typography>
        )}
        <List>
          {students.data?.map((student) => (
            <StudentChoice
              key={student.id}
              student={student}
              chosen={student.id === user?.student_id}
              busy={choose.isPending}
              onChoose={() => choose.mutate(student)}
            />
          ))}
        </List>
      </DialogContent>
      <DialogActions
        sx={{ px: 3, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <AddStudentButton onClick={onClose} />
        <Button onClick={onClose} size="large">
          {t('account.chooseStudent.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddStudentButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  // School staff add students to a class.
  const schoolStaff = isSchoolStaff(useCurrentUser().data);
  return (
    <Button
      component={RouterLink}
      to={to(schoolStaff ? 'organization/classes' : 'profile/students/add')}
      onClick={onClick}
      startIcon={<PersonAddRounded />}
      size="large"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('account.chooseStudent.addStudent')}
    </Button>
  );
}

interface StudentChoiceProps {
  student: Student;
  chosen: boolean;
  busy: boolean;
  onChoose: () => void;
}

function StudentChoice({ student, chosen, busy, onChoose }: StudentChoiceProps) {
  const { t } = useTranslation();
  const lastPlayed = useLastPlayedName(student.last_played);
  return (
    <ListItemButton
      onClick={onChoose}
      disabled={busy}
      selected={chosen}
      sx={{ borderRadius: 3, mb: 1, minHeight: 64 }}
    >
      <ListItemIcon sx={{ minWidth: 56 }}>
        <AvatarImage character={student.character} size={44} decorative />
      </ListItemIcon>
      <ListItemText
        primary={student.username}
        slotProps={{ primary: { sx: { fontWeight: 800, fontSize: '1.1rem' } } }}
        secondary={
          lastPlayed
            ? t('account.chooseStudent.lastPlayed', { level: lastPlayed })
            : t('account.chooseStudent.notStarted')
        }
      />
      {chosen && <Chip label={t('account.chooseStudent.chosen')} color="primary" size="small" />}
    </ListItemButton>
  );
}

/**
 * Chooses a student, refreshes the user (the hook invalidates every session-bound answer) and goes
 * where spec/platform.md §2 says. Shared by the dialog and the account menu's student entries.
 */
export function useChooseStudentAndGo(onDone?: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const describe = useDescribeRefusal();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const mutation = useChooseStudent();
  return {
    isPending: mutation.isPending,
    mutate: (student: Student) =>
      mutation.mutate(student.id, {
        onSuccess: (answer) => {
          onDone?.();
          notify(t('account.chooseStudent.done', { name: student.username }), 'success');
          const path = pathAfterChoosingStudent(answer.last_played, location.pathname, visitorLevel());
          forgetVisitorLevel();
          if (path !== null) void navigate(to(path));
        },
        onError: (error) => notify(describe(error).message, 'error'),
      }),
  };
}
