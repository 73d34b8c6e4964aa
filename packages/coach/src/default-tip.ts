import type { Tip } from './tip.ts';

/** What the coach knows about the learner's situation; no network, no randomness. */
export interface TipContext {
  code: string;
  codeTemplate: string;
  /** Whether the program has run since the page opened. */
  hasRun: boolean;
  /**
   * The last run's failure, if it failed: its child-friendly message and the learner's line;
   * `timedOut` when the 5 s limit stopped it (the runner's message is for grown-ups).
   */
  failure?: { message: string; line: number | null; timedOut?: boolean } | null;
  completed?: boolean;
}

/** The default tips of spec/gameplay.md §8: run-first, insert-code, run-again. */
export type DefaultTipKind = 'run-first' | 'insert-code' | 'run-again' | 'fix-line' | 'well-done';

function meaningfulLines(code: string): string[] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function defaultTipKind(context: TipContext): DefaultTipKind {
  if (context.completed) return 'well-done';
  const written = meaningfulLines(context.code);
  const template = meaningfulLines(context.codeTemplate);
  if (written.length <= template.length && written.every((line, index) => line === template[index])) {
    return 'insert-code';
  }
  if (!context.hasRun) return 'run-first';
  if (context.failure) return 'fix-line';
  return 'run-again';
}

const TEXTS: Record<Exclude<DefaultTipKind, 'fix-line'>, string> = {
  'run-first': 'Press Run to see what your code does. Watching it is the best way to find the next step.',
  'insert-code': 'Add your commands below the first line, one per line, like move_forward(). The guide shows which ones this level needs.',
  'run-again': 'Not finished yet! Look at the goals, change one thing in your code, and press Run again.',
  'well-done': 'You did it! Try to solve the level with fewer lines, or go on to the next level.',
};

function failureText(failure: NonNullable<TipContext['failure']>): string {
  const where = failure.line ? `Look at line ${failure.line}. ` : '';
  if (failure.timedOut) {
    return `${where}Your program kept going for too long, so it was stopped. A loop that never ends is the usual reason: make sure each loop can finish.`;
  }
  return `${where}${failure.message}`;
}

/** A tip built from the situation alone: the offline coach's answer when nothing better is known. */
export function defaultTip(context: TipContext): Tip {
  const kind = defaultTipKind(context);
  const failure = context.failure;
  const text =
    kind === 'fix-line' && failure
      ? failureText(failure)
      : TEXTS[kind === 'fix-line' ? 'run-again' : kind];
  return {
    text,
    code_to_add: null,
    code_to_modify: null,
    line_number: kind === 'fix-line' ? (failure?.line ?? null) : null,
    resulted_code: null,
    is_code_sufficient: kind === 'well-done',
  };
}
