import type { CoachRun } from './coach-run.ts';
import type { TipParams } from './coach-texts.ts';

type RunError = NonNullable<CoachRun['error']>;

/**
 * A run error as tip parameters: the runner's key under `message` and its parameters as
 * `message.<name>` (names, numbers and code only), so the reader's screen says it in their
 * language; the hint when there is one, it says more than the message. `english` is the same in
 * English, for the tip's `text`. An error without a key (an older runner) passes its English.
 */
export function errorWords(error: RunError): { readonly params: TipParams; readonly english: string } {
  const hinted = error.hintKey !== undefined && typeof error.hint === 'string' && error.hint !== '';
  const key = hinted ? error.hintKey : error.key;
  const english = hinted ? (error.hint as string) : error.message;
  if (key === undefined) return { params: { message: english }, english };
  const params: Record<string, string | number> = { message: key };
  for (const [name, value] of Object.entries((hinted ? error.hintParams : error.params) ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[`message.${name}`] = value;
  }
  return { params, english };
}
