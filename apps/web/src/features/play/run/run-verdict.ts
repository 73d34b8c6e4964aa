import type { RunError } from '@codehop/runner';
import { sayNow } from '../../../components/tip-card/run-words.ts';
import type { RunOutcome, SessionDialog } from './session-types.ts';

/** What a failed run leaves on screen: its dialog, the outcome the tip reads, the line to mark. */
export interface ErrorVerdict {
  readonly dialog: SessionDialog;
  readonly outcome: RunOutcome;
  /** undefined: the marked line stays as it is (a timeout or a too-long program marks none). */
  readonly errorLine?: number | null;
}

/** Timeline marks for the bench and for anyone profiling a slow run. */
export function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/** Python's own line, for Python's own errors only: the game's checks and hints are our words, said above. */
function pythonLine(error: RunError): string | null {
  return error.key?.startsWith('runner.python.') ? error.message : null;
}

/** How a run's error is told (gameplay §4): null for Stop, which ends a run silently. */
export function errorVerdict(error: RunError): ErrorVerdict | null {
  switch (error.kind) {
    case 'stopped':
      return null;
    case 'timeout':
      mark('play:timeout-dialog');
      return { dialog: { kind: 'timeout' }, outcome: { kind: 'failed', message: error.message, line: error.line, timedOut: true, words: { key: 'runner.timeout', params: {} } } };
    case 'limit':
      if (error.key === 'codeEditor.exceededMaxLines') {
        // The runner counts in English; the dialog says it in the child's language.
        const params = { count: error.params?.lines, max: error.params?.max };
        const tooLong = sayNow('codeEditor.exceededMaxLines', params);
        return { dialog: { kind: 'too-long', message: tooLong, hint: null }, outcome: { kind: 'failed', message: error.message, line: null, words: { key: 'codeEditor.exceededMaxLines', params } } };
      }
      break;
    default:
      break;
  }
  const line = error.line ?? (error.kind === 'syntax' || error.kind === 'python' ? 1 : null);
  // Every word in the child's language, from the runner's keys; Python's own line is shown as
  // Python wrote it, as code, beside them. An error without a key (none today) keeps its English.
  const message = error.key ? sayNow(error.key, error.params) : error.message;
  const hint = error.hintKey ? sayNow(error.hintKey, error.hintParams) : error.hint;
  const game = error.kind === 'game' || error.kind === 'limit';
  // The free hint after a failed run is the error's own: its hint when it has one, else its message.
  const words = error.hintKey ? { key: error.hintKey, params: error.hintParams ?? {} } : error.key ? { key: error.key, params: error.params ?? {} } : null;
  return {
    errorLine: line,
    outcome: { kind: 'failed', message: error.hint ?? error.message, line, words },
    dialog: { kind: 'error', message, python: pythonLine(error), trace: error.trace, hint, line, game },
  };
}
