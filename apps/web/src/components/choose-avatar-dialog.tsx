import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { avatarSchema, type Student } from '@codehop/api';
import { reasonOr, useDescribeRefusal } from '../lib/refusal/index.ts';
import { useUpdateStudent } from '../lib/api/update-student.ts';
import { AvatarGrid } from './avatar-grid.tsx';
import { useNotify } from './notification-provider.tsx';

interface ChooseAvatarDialogProps {
  open: boolean;
  onClose: () => void;
  /** The student whose avatar changes (the chosen one). */
  student: Pick<Student, 'id' | 'username' | 'character'>;
}

/**
 * The avatar grid of spec/platform.md §2 for the chosen student, saved through the profile
 * endpoint (organisation students move to the organisation endpoint with the schools issue).
 */
export function ChooseAvatarDialog({ open, onClose, student }: ChooseAvatarDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const describe = useDescribeRefusal();
  const update = useUpdateStudent();
  const [picked, setPicked] = useState<string | null>(student.character);
  const [showRequired, setShowRequired] = useState(false);

  function save() {
    const character = avatarSchema.safeParse(picked);
    if (!character.success) {
      setShowRequired(true);
      return;
    }
    update.mutate(
      { studentId: student.id, body: { username: student.username, character: character.data } },
      {
        onSuccess: () => {
          notify(t('account.chooseAvatar.done'), 'success');
          onClose();
        },
        onError: (error) => notify(reasonOr(describe(error), t('account.chooseAvatar.failed')), 'error'),
      },
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ fontWeight: 800 }}>{t('account.chooseAvatar.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {t('account.chooseAvatar.intro', { name: student.username })}
        </Typography>
        {showRequired && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('account.chooseAvatar.required')}
          </Alert>
        )}
        <AvatarGrid
          value={picked}
          onChange={(id) => {
            setPicked(id);
            setShowRequired(false);
          }}
          label={t('account.chooseAvatar.title')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} size="large">
          {t('account.chooseAvatar.cancel')}
        </Button>
        <Button onClick={save} variant="contained" size="large" disabled={update.isPending}>
          {t('account.chooseAvatar.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
