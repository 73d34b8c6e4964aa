import { indentOf, meaningful } from './code-lines.ts';
import { tip } from './coach-texts.ts';
import { diagnose } from './strategies/diagnose.ts';
import type { Tip } from './tip.ts';

/** What the hidden tests found (the shape of the content loader's ChallengeOutcome, the parts read here). */
export interface ChallengeVerdict {
  readonly passed: boolean;
  readonly firstFailure: {
    readonly input: string;
    readonly expected: string;
    readonly actual: string | null;
    readonly error: string | null;
    readonly line?: number | null;
  } | null;
  readonly error: { readonly kind: string; readonly message: string; readonly line: number | null } | null;
}

export interface ChallengeTipInput {
  /** The learner's program. */
  readonly code: string;
  /** The challenge's reference solution, when the server has it. */
  readonly solution: string | null;
  readonly verdict: ChallengeVerdict;
  /** How many tips the learner already had for this same program: each press gives the next rung. */
  readonly rung?: number;
}

/** A body that does nothing yet: only `pass`, a bare or `None` return, comments. */
const IDLE = /^(pass|return|return None)$/;
const RETURN = /^\s*return\b(.*)$/;

function bodyLines(lines: readonly string[]): { text: string; index: number }[] {
  return lines.map((text, index) => ({ text, index })).filter((entry) => meaningful(entry.text) && indentOf(entry.text) !== '');
}

/** The first words: what the learner's own code does with the failing call. */
function codeRung(lines: readonly string[], verdict: ChallengeVerdict, found: ReturnType<typeof diagnose>): Tip {
  const failure = verdict.firstFailure;
  if (failure === null) return tip('coach.runAgain', {});
  const actual = failure.actual ?? 'None';
  const body = bodyLines(lines);
  if (failure.error === null && body.every((entry) => IDLE.test(entry.text.trim()))) {
    const line = (body[0]?.index ?? lines.findIndex((text) => /^\s*def\b/.test(text))) + 1;
    return tip('coach.challengeStart', { actual, line }, { line_number: line > 0 ? line : null });
  }
  const returns = body.filter((entry) => RETURN.test(entry.text));
  const printing = body.find((entry) => /\bprint\(/.test(entry.text));
  const givesBack = returns.some((entry) => !/^(None)?$/.test((RETURN.exec(entry.text)?.[1] ?? '').trim()));
  if (failure.error === null && actual === 'None' && printing !== undefined && !givesBack) {
    return tip('coach.challengePrint', { line: printing.index + 1 }, { line_number: printing.index + 1 });
  }
  if (failure.error !== null) return tip('coach.challengeRaised', { call: failure.input, error: failure.error }, { line_number: failure.line ?? null });
  const values = { call: failure.input, expected: failure.expected, actual };
  if (found !== null) return tip('coach.challengeLine', { ...values, line: found.line }, { line_number: found.line });
  const only = returns.length === 1 ? returns[0] : undefined;
  if (only !== undefined) return tip('coach.challengeReturn', { ...values, line: only.index + 1 }, { line_number: only.index + 1 });
  return tip('coach.challengeValue', values);
}

/**
 * The rungs of a challenge tip, from what the learner's code does to the change it needs: the first
 * names the cause in their code (nothing written yet, printing instead of returning, the line that
 * leaves the reference), the next shows that line's fix, then the failing call to work out by hand.
 */
export function challengeRungs(input: ChallengeTipInput): Tip[] {
  const { verdict } = input;
  if (verdict.passed) return [{ ...tip('coach.challengePassed', {}), is_code_sufficient: true }];
  const lines = input.code.replace(/\r\n/g, '\n').split('\n');
  const found = diagnose(lines, input.solution);
  const rungs: Tip[] = [];
  if (verdict.error !== null) {
    const line = verdict.error.line;
    if (verdict.error.kind === 'timeout') rungs.push(tip('coach.timeout', { line: line ?? '?' }, { line_number: line }));
    else rungs.push(tip(verdict.error.kind === 'syntax' ? 'coach.syntax' : 'coach.error', { line: line ?? '?', message: verdict.error.message }, { line_number: line }));
  } else {
    rungs.push(codeRung(lines, verdict, found));
  }
  if (found !== null) {
    rungs.push(tip('coach.challengeFix', { line: found.line }, {
      line_number: found.line,
      code_to_add: found.codeToAdd,
      code_to_modify: found.codeToModify,
      resulted_code: found.code,
    }));
  }
  const failure = verdict.firstFailure;
  if (failure !== null) {
    const call = failure.input;
    if (rungs[0]?.text_key !== 'coach.challengeValue' && failure.error === null) {
      rungs.push(tip('coach.challengeValue', { call, expected: failure.expected, actual: failure.actual ?? 'None' }, { line_number: rungs[0]?.line_number ?? null }));
    }
    rungs.push(tip('coach.challengeByHand', { call }, { line_number: rungs[0]?.line_number ?? null }));
  }
  return rungs;
}

/** The tip for this press: the rung after the ones already given (the last one again past the end). */
export function challengeTip(input: ChallengeTipInput): Tip {
  const rungs = challengeRungs(input);
  const rung = Math.max(0, Math.min(input.rung ?? 0, rungs.length - 1));
  return rungs[rung] ?? tip('coach.runAgain', {});
}
