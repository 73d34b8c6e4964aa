import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChooseStudent } from '../api/choose-student.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useStudentsWithCourse } from '../api/students-with-course.ts';
import { useRefusalText } from './i18n/use-refusal-text.ts';

/**
 * Under a paid level's refusal, for a family: which of their children already has the course,
 * with a button to play as that child (the grown-up need not buy it twice).
 */
export function CourseHolders({ courseId }: { readonly courseId: string }) {
  const text = useRefusalText();
  const user = useCurrentUser().data;
  const family = user !== null && user !== undefined && user.organization_id === null && user.user_details.user_type === 0;
  const holders = useStudentsWithCourse(courseId, family);
  const choose = useChooseStudent();
  const others = (holders.data ?? []).filter((student) => student.id !== user?.student_id);
  if (others.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }} data-testid="course-holders">
      {others.map((student) => (
        <Stack key={student.id} direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{text('hasCourse', { name: student.username })}</Typography>
          <Button
            variant="outlined"
            disabled={choose.isPending}
            onClick={() => choose.mutate(student.id, { onSuccess: () => window.location.reload() })}
          >
            {text('action.playAs', { name: student.username })}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
