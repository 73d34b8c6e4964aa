import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChallengeRunResponse } from '@codehop/api';
import type { ChallengesText } from './i18n/use-challenges-text.ts';

function Code({ children, testId }: { children: string; testId: string }) {
  return (
    <Box
      component="code"
      dir="ltr"
      data-testid={testId}
      sx={{ display: 'block', fontFamily: '"JetBrains Mono", ui-monospace, monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'rgba(0,0,0,0.25)', px: 1, py: 0.5, borderRadius: 1 }}
    >
      {children}
    </Box>
  );
}

/** Passed, or the first failed test (input, expected, the learner's answer), or why the program never reached the tests. */
export function RunResultPanel({ result, text }: { result: ChallengeRunResponse; text: ChallengesText }) {
  const failure = result.first_failure;
  return (
    <Box data-testid="challenge-result" data-passed={String(result.passed)}>
      {result.passed ? (
        <Alert severity="success" variant="filled">
          {text('passed', { total: result.total })}
        </Alert>
      ) : result.error ? (
        <Alert severity="error">
          <AlertTitle>{text('stopped')}</AlertTitle>
          <Code testId="challenge-error">{(result.error.line ? `${text('line', { line: result.error.line })}: ` : '') + result.error.message}</Code>
        </Alert>
      ) : (
        <Alert severity="warning">
          <AlertTitle>{text('failed', { passed: result.passed_count, total: result.total })}</AlertTitle>
          {failure && (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, alignItems: 'center', mt: 1 }}>
              <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
                {text('firstFailure')}
              </Typography>
              <Typography variant="body2">{text('input')}</Typography>
              <Code testId="failure-input">{failure.input}</Code>
              <Typography variant="body2">{text('expected')}</Typography>
              <Code testId="failure-expected">{failure.expected}</Code>
              <Typography variant="body2">{failure.error === null ? text('got') : text('raised')}</Typography>
              <Code testId="failure-actual">{failure.error ?? failure.actual ?? ''}</Code>
            </Box>
          )}
        </Alert>
      )}
      {result.stdout.trim() !== '' && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {text('printed')}
          </Typography>
          <Code testId="challenge-stdout">{result.stdout.slice(0, 4000)}</Code>
        </Box>
      )}
    </Box>
  );
}
