import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, type ChallengeRunResponse } from '@codehop/api';
import { Markdown } from '../../components/markdown.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor/code-editor.tsx';
import { CREDIT_QUERY_KEY, useCredit } from '../../lib/api/credit.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { CHALLENGES_QUERY_KEY, runChallenge, useChallenge, useChallengeList } from './api/challenges-api.ts';
import { DifficultyChip, StatusChip } from './difficulty-chip.tsx';
import { RunResultPanel } from './run-result-panel.tsx';
import { ChallengeTipButton, useChallengeTip } from './challenge-tip.tsx';
import { TipCard } from '../../components/tip-card/tip-card.tsx';
import { useChallengesText, type ChallengesKey } from './i18n/use-challenges-text.ts';

/** /challenge/{slug}: the task, an editor, Run against the hidden tests, the result and the credits left. */
export function ChallengePage() {
  const { challengeSlug = '' } = useParams();
  const challenge = useChallenge(challengeSlug);
  const text = useChallengesText();
  const to = useLocalePath();

  if (challenge.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (challenge.isError || !challenge.data) {
    const missing = challenge.error instanceof ApiError && (challenge.error.status === 404 || challenge.error.status === 422);
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity={missing ? 'info' : 'error'}>{text(missing ? 'notFound' : 'loadFailed')}</Alert>
        <Button component={RouterLink} to={to('challenges')} startIcon={<ArrowBackRounded />} sx={{ mt: 2 }}>
          {text('back')}
        </Button>
      </Container>
    );
  }
  // A new editor per challenge: its starting code is the learner's last or the starter.
  return <ChallengeWorkspace key={challenge.data.slug} detail={challenge.data} />;
}

function ChallengeWorkspace({ detail }: { detail: NonNullable<ReturnType<typeof useChallenge>['data']> }) {
  const text = useChallengesText();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const credit = useCredit('challenge');
  const user = useCurrentUser();
  const list = useChallengeList();
  const editor = useRef<CodeEditorHandle>(null);
  const [result, setResult] = useState<ChallengeRunResponse | null>(null);
  const [problem, setProblem] = useState<ChallengesKey | null>(null);
  const [running, setRunning] = useState(false);
  const tip = useChallengeTip(detail.slug, detail.task);

  const order = list.data?.challenges ?? [];
  const next = order[order.findIndex((challenge) => challenge.slug === detail.slug) + 1];
  const errorMark = result?.error?.line ? { line: result.error.line, message: result.error.message } : null;

  const run = async () => {
    const code = editor.current?.getCode() ?? '';
    setRunning(true);
    setProblem(null);
    tip.dismiss();
    try {
      const answer = await runChallenge(detail.slug, code);
      setResult(answer);
      queryClient.setQueryData([...CREDIT_QUERY_KEY, 'challenge'], answer.credit);
      void queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
    } catch (error) {
      setResult(null);
      const apiError = error instanceof ApiError ? error : null;
      const code = (apiError?.body as { code?: string } | null)?.code;
      if (code === 'attempts_exhausted') setProblem(user.data ? 'outOfRunsSignedIn' : 'outOfRunsAnonymous');
      else if (code === 'student_required') setProblem('chooseStudent');
      else setProblem('runFailed');
      void queryClient.invalidateQueries({ queryKey: CREDIT_QUERY_KEY });
    } finally {
      setRunning(false);
    }
  };

  const remaining = credit.data?.remaining;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle page={detail.title} />
      <Button component={RouterLink} to={to('challenges')} startIcon={<ArrowBackRounded />} size="small" sx={{ mb: 1 }}>
        {text('back')}
      </Button>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
            <DifficultyChip difficulty={detail.difficulty} text={text} />
            <StatusChip status={result?.status ?? detail.status} text={text} />
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {text('hiddenTests', { count: detail.test_count })}
            </Typography>
          </Stack>
          <Box data-testid="challenge-task">
            <Markdown>{detail.task}</Markdown>
          </Box>
        </Paper>
        <Stack spacing={2}>
          <CodeEditor ref={editor} initialCode={detail.last_code ?? detail.starter_code} error={errorMark} label={text('editorLabel')} tipLine={tip.line} minHeight={280} testId="python-editor" />
          {tip.content && (
            <TipCard
              content={tip.content}
              onDismiss={tip.dismiss}
              onApply={(code) => {
                // One editor transaction: Ctrl+Z takes the tip back.
                editor.current?.setCode(code);
                tip.dismiss();
              }}
            />
          )}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" size="large" startIcon={running ? <CircularProgress size={18} color="inherit" /> : <PlayArrowRounded />} onClick={() => void run()} disabled={running} data-testid="challenge-run">
              {text(running ? 'running' : 'run')}
            </Button>
            <Button startIcon={<ReplayRounded />} onClick={() => editor.current?.setCode(detail.starter_code)} disabled={running}>
              {text('startAgain')}
            </Button>
            <ChallengeTipButton
              onAsk={() => tip.ask(editor.current?.getCode() ?? '', result?.error?.message ?? null)}
              asking={tip.asking}
              disabled={running || result?.passed === true}
            />
            <Box sx={{ flexGrow: 1 }} />
            {credit.data && (
              <Typography variant="body2" color="text.secondary" data-testid="challenge-credits">
                {remaining === null || remaining === undefined ? text('runsUnlimited') : text('runsLeft', { count: remaining })}
              </Typography>
            )}
          </Stack>
          {problem && (
            <Alert severity={problem === 'runFailed' ? 'error' : 'warning'} data-testid="challenge-problem">
              {text(problem)}
            </Alert>
          )}
          {result && <RunResultPanel result={result} text={text} />}
          {result?.passed && next && (
            <Button component={RouterLink} to={to(`challenge/${next.slug}`)} endIcon={<ArrowForwardRounded />} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {text('next')}
            </Button>
          )}
        </Stack>
      </Box>
    </Container>
  );
}
