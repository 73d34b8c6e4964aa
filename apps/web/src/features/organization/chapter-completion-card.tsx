import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useChapterCompletion } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { Failed, Loading } from './school-layout.tsx';

/** One chapter at a time: each student's levels done in it (chapter-completion). */
export function ChapterCompletion({ classId, chapters }: { readonly classId: number; readonly chapters: readonly number[] }) {
  const t = useOrgText();
  const [chapterId, setChapterId] = useState(chapters[0] ?? 1);
  const completion = useChapterCompletion('python', chapterId, classId);
  if (chapters.length === 0) return null;
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>{t('klass.chapter')}</Typography>
          <TextField select size="small" value={chapterId} onChange={(event) => setChapterId(Number(event.target.value))} sx={{ minWidth: 90 }} slotProps={{ htmlInput: { 'aria-label': t('klass.chapter') } }}>
            {chapters.map((id) => (
              <MenuItem key={id} value={id}>{id}</MenuItem>
            ))}
          </TextField>
        </Stack>
        {/* Issue 41: a class without students showed an empty card. */}
        {completion.isPending ? <Loading /> : completion.isError ? <Failed error={completion.error} /> : completion.data.students.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }} data-testid="chapter-completion-empty">{t('klass.noStudents')}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {completion.data.students.map((row) => (
              <Chip
                key={row.student_id}
                label={`${row.username}: ${t('klass.chapterDone', { done: row.completed_levels, total: row.total_levels })}`}
                color={row.completed_levels === row.total_levels ? 'success' : row.completed_levels > 0 ? 'warning' : 'default'}
                variant={row.completed_levels > 0 ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
