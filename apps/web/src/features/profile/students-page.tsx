import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Student } from '@codehop/api';
import { RefusalNotice, useDescribeRefusal } from '../../lib/refusal/index.ts';
import { useChooseStudentAndGo } from '../../components/choose-student-dialog.tsx';
import { useNotify } from '../../components/notification-provider.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useDeleteStudent } from '../../lib/api/delete-student.ts';
import { useStudents } from '../../lib/api/students.ts';
import { useStudentsLimit } from '../../lib/api/students-limit.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { StudentCard } from './student-card.tsx';
import { useSignedInUser } from './use-signed-in-user.ts';

/** /profile/students: every child with play, progress, edit and delete; add while under the limit. */
export function StudentsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const notify = useNotify();
  const describe = useDescribeRefusal();
  const user = useSignedInUser();
  const students = useStudents(user !== null);
  const limit = useStudentsLimit(user !== null);
  const choose = useChooseStudentAndGo();
  const remove = useDeleteStudent();
  const [deleting, setDeleting] = useState<Student | null>(null);
  const canAdd = limit.data?.can_add ?? true;

  return (
    <>
      <PageTitle page={t('profile.students.heading')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {t('profile.students.heading')}
        </Typography>
        <Button
          component={RouterLink}
          to={to('profile/students/add')}
          variant="contained"
          size="large"
          startIcon={<PersonAddRounded />}
          disabled={!canAdd}
        >
          {t('profile.students.add')}
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {t('profile.students.lead')}
        {limit.data &&
          ` ${t('profile.students.count', { count: limit.data.count, limit: limit.data.limit })}`}
      </Typography>
      {!canAdd && limit.data && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('profile.students.limitReached', { limit: limit.data.limit })}
        </Alert>
      )}
      <RefusalNotice error={students.error} />
      {students.isPending && <Skeleton variant="rounded" height={140} />}
      {students.data?.length === 0 && <Alert severity="info">{t('profile.students.empty')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {students.data?.map((student) => (
          <StudentCard
            key={student.id}
            student={student}
            chosen={student.id === user?.student_id}
            busy={choose.isPending}
            onChoose={() => choose.mutate(student)}
            onDelete={() => setDeleting(student)}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.students.deleteTitle', { name: deleting?.username ?? '' })}
        body={t('profile.students.deleteBody')}
        confirm={t('profile.students.deleteConfirm')}
        cancel={t('profile.students.cancel')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.username;
          remove.mutate(deleting.id, {
            onSuccess: () => notify(t('profile.students.deleted', { name }), 'success'),
            onError: (error) => notify(describe(error).message, 'error'),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
