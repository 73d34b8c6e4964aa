import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { progressCells, type ClassProgress } from '@codehop/api';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { OrgText } from './i18n/use-org-text.ts';
import { quizSummary } from './quiz-summary.ts';

const COLOURS = { not_started: 'rgba(255,255,255,0.08)', in_progress: '#f59e0b', complete: '#22c55e' } as const;
const QUIZ_COLOURS = { passed: '#38bdf8', started: '#a78bfa' } as const;

type Student = ClassProgress['students'][number];

/** The class's students x the levels of its chapters, each chapter closed by its quiz's score. */
export function Heatmap({ data, t }: { readonly data: ClassProgress; readonly t: OrgText }) {
  const to = useLocalePath();
  if (data.students.length === 0) return <Alert severity="info">{t('klass.noStudents')}</Alert>;
  const word = { not_started: t('klass.notStarted'), in_progress: t('klass.inProgress'), complete: t('klass.complete') };
  const chapters = data.chapters.map((chapter, index) => ({ ...chapter, index, levels: data.levels.map((level, at) => ({ ...level, at })).filter((level) => level.chapter_id === chapter.id) }));
  return (
    <Box sx={{ overflowX: 'auto', pb: 1 }} data-testid="heatmap">
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', columnGap: 2 }}>
        {(['complete', 'in_progress', 'not_started'] as const).map((status) => (
          <Legend key={status} colour={COLOURS[status]} label={word[status]} />
        ))}
        <Legend colour={QUIZ_COLOURS.passed} label={t('quiz.passed')} />
      </Stack>
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: '3px' }}>
        <thead>
          <tr>
            <th />
            {chapters.map((chapter) => (
              <Box component="th" key={chapter.id} scope="colgroup" colSpan={chapter.levels.length + (chapter.quiz ? 1 : 0)} sx={{ fontSize: 11, fontWeight: 700, color: 'text.secondary', textAlign: 'left', whiteSpace: 'nowrap' }}>
                {t('klass.chapterNumber', { id: chapter.id })}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.students.map((student) => {
            const cells = progressCells(student);
            return (
              <tr key={student.id}>
                <Box component="th" scope="row" sx={{ textAlign: 'left', pr: 1, whiteSpace: 'nowrap', fontWeight: 700 }}>
                  <Link component={RouterLink} to={to(`organization/students/${student.id}`)}>{student.username}</Link>
                </Box>
                {chapters.map((chapter) => (
                  <Fragment key={chapter.id}>
                    {chapter.levels.map((level) => {
                      const cell = cells[level.at] ?? { status: 'not_started' as const, runs: 0 };
                      return (
                        <td key={level.slug}>
                          <Tooltip title={`${level.name}: ${word[cell.status]} · ${t('klass.runs', { count: cell.runs })}`}>
                            <Box
                              data-testid={`cell-${student.username}-${level.slug}`}
                              data-status={cell.status}
                              sx={{ width: 20, height: 20, borderRadius: 0.5, backgroundColor: COLOURS[cell.status], display: 'grid', placeItems: 'center', fontSize: 12, fontWeight: 900, color: '#052e16' }}
                            >
                              {cell.status === 'complete' ? '✓' : cell.runs > 0 ? Math.min(cell.runs, 99) : ''}
                            </Box>
                          </Tooltip>
                        </td>
                      );
                    })}
                    {chapter.quiz && <QuizCell student={student} index={chapter.index} chapterId={chapter.id} courseId={data.course_id} t={t} />}
                  </Fragment>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

function Legend({ colour, label }: { readonly colour: string; readonly label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 16, height: 16, borderRadius: 0.5, backgroundColor: colour, border: '1px solid rgba(255,255,255,0.2)' }} />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/**
 * A chapter quiz: the first-try score ("6/7"), blue once passed. A quiz is passed by retrying until
 * each answer is right (a miss shows the right one), so the score alone would say 7/7 for every child
 * who finished; the first try is what the child knew. The tooltip names the questions missed, and
 * the cell opens the child's answers (the quiz review).
 */
function QuizCell({ student, index, chapterId, courseId, t }: { readonly student: Student; readonly index: number; readonly chapterId: number; readonly courseId: string; readonly t: OrgText }) {
  const to = useLocalePath();
  const quiz = student.quizzes[index] ?? null;
  const title = quiz ? quizSummary(quiz, t) : t('quiz.notTaken');
  const cell = (
        <Box
          data-testid={`quiz-${student.username}-${chapterId}`}
          sx={{
            minWidth: 34,
            height: 20,
            px: 0.5,
            borderRadius: 0.5,
            fontSize: 11,
            fontWeight: 900,
            display: 'grid',
            placeItems: 'center',
            border: '1px dashed rgba(255,255,255,0.35)',
            backgroundColor: quiz ? (quiz.complete ? QUIZ_COLOURS.passed : QUIZ_COLOURS.started) : 'transparent',
            color: quiz ? '#0c1a2e' : 'text.secondary',
          }}
        >
          {quiz ? `${quiz.first_try_score}/${quiz.questions}` : 'Q'}
        </Box>
  );
  return (
    <td>
      <Tooltip title={`${t('klass.chapterNumber', { id: chapterId })} · ${title}`}>
        {quiz ? (
          <Link component={RouterLink} to={to(`quiz/${courseId}/${chapterId}/student/${student.id}`)} underline="none" aria-label={`${student.username}: ${title}`}>
            {cell}
          </Link>
        ) : (
          cell
        )}
      </Tooltip>
    </td>
  );
}
