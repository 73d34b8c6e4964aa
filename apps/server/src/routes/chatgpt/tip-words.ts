import { coachText, type Tip } from '@codehop/coach';
import type { ChallengeOutcome } from '../../services/learner-code/index.ts';

/** A tip of words only, from a key of the web's `coach` namespace. */
export function wordsTip(key: string, params: Record<string, string | number> = {}, line: number | null = null): Tip {
  return {
    text: coachText(key, params),
    code_to_add: null,
    code_to_modify: null,
    line_number: line,
    resulted_code: null,
    is_code_sufficient: false,
    text_key: key,
    text_params: params,
    source: 'coach',
  };
}

/** A challenge tip from the hidden tests' verdict: the first failing call, or the error that stopped the program. */
export function challengeTip(outcome: ChallengeOutcome): Tip {
  if (outcome.passed) return { ...wordsTip('coach.challengePassed'), is_code_sufficient: true };
  if (outcome.error) {
    if (outcome.error.kind === 'timeout') return wordsTip('coach.timeout', { line: outcome.error.line ?? '?' }, outcome.error.line);
    return wordsTip('coach.error', { line: outcome.error.line ?? '?', message: outcome.error.message }, outcome.error.line);
  }
  const failure = outcome.firstFailure;
  if (!failure) return wordsTip('coach.runAgain');
  if (failure.error) return wordsTip('coach.challengeRaised', { call: failure.input, error: failure.error }, failure.line ?? null);
  return wordsTip('coach.challengeValue', { call: failure.input, expected: failure.expected, actual: failure.actual ?? 'None', passed: outcome.passedCount, total: outcome.total });
}
