import type { RunError } from '@codehop/runner';
import { i18n } from '../../../lib/i18n.ts';
import { refusalText } from '../model/refusal-text.ts';
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

/** How a run's error is told (gameplay §4): null for Stop, which ends a run silently. */
export function errorVerdict(error: RunError): ErrorVerdict | null {
  switch (error.kind) {
    case 'stopped':
      return null;
    case 'timeout':
      mark('play:timeout-dialog');
      return { dialog: { kind: 'timeout' }, outcome: { kind: 'failed', message: error.message, line: error.line, timedOut: true } };
    case 'limit':
      if (error.key === 'codeEditor.exceededMaxLines') {
        // The runner counts in English; the dialog says it in the child's language.
        const tooLong = i18n.t('play:codeEditor.exceededMaxLines', { count: error.params?.lines, max: error.params?.max });
        return { dialog: { kind: 'too-long', message: tooLong, hint: null }, outcome: { kind: 'failed', message: tooLong, line: null } };
      }
      break;
    default:
      break;
  }
  const line = error.line ?? (error.kind === 'syntax' || error.kind === 'python' ? 1 : null);
  // A game refusal speaks the child's language; Python's own errors stay as Python wrote them.
  const message = refusalText(i18n, error) ?? error.message;
  return {
    errorLine: line,
    outcome: { kind: 'failed', message: error.hint ?? message, line },
    dialog: { kind: 'error', message, trace: error.trace, hint: error.hint, line, game: error.kind === 'game' || error.kind === 'limit' },
  };
}
