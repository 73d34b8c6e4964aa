import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { RefusalNotice, useRefusal } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { rememberCards, useBulkCreate, useClass, useClassProgress, useDeleteClass, useStuck } from './api/school-api.ts';
import { previewNames } from './name-preview.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { ClassRulesSummary } from './class-rules-summary.tsx';
import { Heatmap } from './class-heatmap.tsx';
import { JoinLinkPanel } from './join-link-panel.tsx';
import { PictureLinkPanel } from './picture-link-panel.tsx';
import { ChapterCompletion } from './chapter-completion-card.tsx';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';

/** organization/classes/{classId}: the heatmap, who is stuck, adding students, cards and CSV. */
export function ClassPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const classId = Number(useParams().classId);
  const klass = useClass(classId);
  const [allChapters, setAllChapters] = useState(false);
  const progress = useClassProgress(classId, 'python', allChapters);
  const remove = useDeleteClass();
  if (klass.isPending) return <SchoolLayout title="…"><Loading /></SchoolLayout>;
  if (klass.isError) return <SchoolLayout title=""><Failed error={klass.error} /></SchoolLayout>;
  return (
    <SchoolLayout
      title={klass.data.name}
      actions={
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" size="large" component={RouterLink} to={to(`organization/classes/${classId}/edit`)}>
            {t('classes.edit')}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={to(`organization/classes/${classId}/cards`)} data-testid="print-cards">
            {t('klass.cards')}
          </Button>
          <Button variant="outlined" size="large" href={`/api/organization/classes/${classId}/progress.csv?course=python&chapters=${allChapters ? 'all' : 'class'}`} download data-testid="csv">
            {t('klass.csv')}
          </Button>
          <Button
            color="error"
            size="large"
            onClick={() => {
              if (window.confirm(t('klass.deleteConfirm'))) remove.mutate(classId, { onSuccess: () => void navigate(to('organization/classes')) });
            }}
          >
            {t('klass.deleteClass')}
          </Button>
        </Stack>
      }
    >
      <RefusalNotice error={remove.error} sx={{ mb: 2 }} />
      <ClassRulesSummary klass={klass.data} />
      <JoinLinkPanel klass={klass.data} />
      <PictureLinkPanel klass={klass.data} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>{t('klass.progress')}</Typography>
            {(progress.data?.class_chapters_only || allChapters) && (
              <FormControlLabel control={<Switch checked={allChapters} onChange={(event) => setAllChapters(event.target.checked)} data-testid="all-chapters" />} label={t('klass.allChapters')} />
            )}
          </Stack>
          {progress.isPending ? <Loading /> : progress.isError ? <Failed error={progress.error} /> : <Heatmap data={progress.data} t={t} />}
          <ChapterCompletion key={(progress.data?.chapters ?? []).map((chapter) => chapter.id).join(',')} classId={classId} chapters={(progress.data?.chapters ?? []).map((chapter) => chapter.id)} />
          <AddStudents classId={classId} />
        </Box>
        <StuckPanel classId={classId} levelNames={new Map((progress.data?.levels ?? []).map((level) => [level.slug, level.name]))} />
      </Stack>
    </SchoolLayout>
  );
}

function StuckPanel({ classId, levelNames }: { readonly classId: number; readonly levelNames: ReadonlyMap<string, string> }) {
  const t = useOrgText();
  const to = useLocalePath();
  const stuck = useStuck(classId);
  return (
    <Card sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0, border: '2px solid rgba(245, 158, 11, 0.5)' }} data-testid="stuck-panel">
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>{t('stuck.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('stuck.help')}</Typography>
        {stuck.isPending ? <Loading /> : stuck.isError ? <Failed error={stuck.error} /> : stuck.data.students.length === 0 ? (
          <Typography>{t('stuck.none')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            {stuck.data.students.map((row) => (
              <Stack key={`${row.student_id}-${row.level_slug}`} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{t('stuck.row', { username: row.username, level: levelNames.get(row.level_slug) ?? row.level_slug })} · {t('klass.runs', { count: row.failed_runs })}</Typography>
                <Button size="small" variant="contained" component={RouterLink} to={to(`organization/students/${row.student_id}?level=${row.level_slug}`)}>
                  {t('stuck.code')}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function AddStudents({ classId }: { readonly classId: number }) {
  const t = useOrgText();
  const to = useLocalePath();
  const bulk = useBulkCreate();
  const [count, setCount] = useState(30);
  const [names, setNames] = useState('');
  const [created, setCreated] = useState<number | null>(null);
  const preview = previewNames(names);
  const proposed = preview.map((row) => row.username);
  const duplicates = preview.some((row) => row.duplicate);
  // Each refused name on its row (`usernames.4`), a plan limit or role refusal in words above.
  const refusal = useRefusal(bulk.error, ['usernames', 'count']);
  const rows = Object.entries(refusal.rows);
  function run(body: { count?: number; usernames?: string[] }) {
    bulk.mutate(
      { class_id: classId, ...body },
      {
        onSuccess: (answer) => {
          rememberCards(classId, answer.students);
          setCreated(answer.students.length);
          setNames('');
        },
      },
    );
  }
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>{t('klass.addStudents')}</Typography>
        {created !== null && (
          <Alert severity="success" sx={{ mb: 2 }} action={<Button component={RouterLink} to={to(`organization/classes/${classId}/cards`)}>{t('klass.cards')}</Button>}>
            {t('klass.created', { count: created })}
          </Alert>
        )}
        <RefusalNotice refusal={refusal.notice} sx={{ mb: 2 }} />
        {rows.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="bulk-row-errors">
            {rows.map(([row, message]) => <div key={row}>{message}</div>)}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField type="number" label={t('klass.howMany')} value={count} onChange={(event) => setCount(Math.max(1, Math.min(500, Number(event.target.value) || 1)))} sx={{ width: 180 }} slotProps={{ htmlInput: { 'data-testid': 'student-count' } }} />
          <Button variant="contained" size="large" disabled={bulk.isPending} onClick={() => run({ count })} sx={{ minHeight: 56 }} data-testid="generate-students">
            {t('klass.generate', { count })}
          </Button>
        </Stack>
        <TextField label={t('klass.paste')} value={names} onChange={(event) => setNames(event.target.value)} multiline minRows={3} fullWidth slotProps={{ htmlInput: { 'data-testid': 'paste-names' } }} />
        {proposed.length > 0 && (
          <Box sx={{ mt: 1.5 }} data-testid="proposed-usernames">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>{t('klass.willCreate')}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {/* Duplicates (the server would refuse them) and cut names are marked before anything is created. */}
              {preview.map((row, index) => (
                <Chip
                  key={`${index}-${row.username}`}
                  label={row.duplicate ? `${row.username} · ${t('klass.duplicateName')}` : row.shortened ? `${row.username} · ${t('klass.shortenedName')}` : row.username}
                  color={row.duplicate ? 'error' : row.shortened ? 'warning' : 'default'}
                  size="small"
                  data-duplicate={row.duplicate || undefined}
                  data-shortened={row.shortened || undefined}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Button variant="outlined" size="large" sx={{ mt: 1.5 }} disabled={bulk.isPending || proposed.length === 0 || duplicates} onClick={() => run({ usernames: proposed })} data-testid="create-named">
          {t('klass.createNamed')}
        </Button>
      </CardContent>
    </Card>
  );
}

