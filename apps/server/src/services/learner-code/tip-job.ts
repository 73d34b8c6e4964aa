// The sandboxed side of a tip (issue 16): runs the learner's program, then asks the coach, whose
// proposals are run here too (never in the server process). Bundled into child-main.
import { coachTip, type CoachRun } from '@codehop/coach';
import type { RunnerHost } from '@codehop/runner/host';
import type { SandboxJob, SandboxResult } from './protocol.ts';
import { RunMemo } from './run-memo.ts';

type PauseAnswer = Parameters<RunnerHost['answer']>[0];

/** This process's remembered runs: the base run of a tip is often the code the last tip verified. */
const memo = new RunMemo<Awaited<ReturnType<RunnerHost['run']>>>();

export async function runTipJob(runner: RunnerHost, job: SandboxJob, tip: NonNullable<SandboxJob['tip']>): Promise<SandboxResult> {
  const started = performance.now();
  const level = job.level;
  const runOnce = async (code: string, timeLimitMs: number) => {
    const run = await runner.run(
      // Sleeps move the program's clocks instead of waiting: a program that sleeps is checked at once.
      { code, level, timeLimitMs, virtualTime: true },
      {
        onPause: (pause) => {
          const answer: PauseAnswer = pause.kind === 'question' ? { kind: 'no' } : pause.kind === 'input' ? { kind: 'eof' } : { kind: 'closed' };
          runner.answer(answer);
        },
      },
    );
    return run;
  };
  const remembered = (code: string, timeLimitMs: number) =>
    level === null ? runOnce(code, timeLimitMs) : memo.run(level, code, () => runOnce(code, timeLimitMs));
  const check = (code: string): Promise<CoachRun> => remembered(code, Math.min(tip.runLimitMs, 1500));
  const base = await remembered(job.code, tip.runLimitMs);
  const error = base.error === null ? null : { kind: base.error.kind, message: base.error.message, line: base.error.line };
  if (level === null) return { completed: base.completed, error, stdout: '', durationMs: Math.round(performance.now() - started) };
  const answer = await coachTip(
    { level, code: job.code, run: base, solution: tip.solution, budgetMs: tip.budgetMs },
    check,
  );
  return { completed: base.completed, error, stdout: '', durationMs: Math.round(performance.now() - started), tip: answer.tip };
}
