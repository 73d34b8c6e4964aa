// Runs a sandboxed process remembers (issue 16). A child who applies a tip, runs it and asks again
// sends the program the coach ran and verified a moment ago: its run is taken from here instead of
// running it once more. Only programs whose run cannot change are kept: no chance, no clock.
import type { CoachRun } from '@codehop/coach';
import type { Level } from '@codehop/engine';

const KEPT = 64;
/** Runs with more events than this are not worth their memory (a process's heap is small). */
const MAX_EVENTS = 5000;
const CHANGING = /\b(random|time|datetime|input|question)\b/;

export class RunMemo<R extends CoachRun = CoachRun> {
  private readonly runs = new Map<string, R>();
  private levelText: { level: Level; text: string } | null = null;

  private key(level: Level, code: string): string {
    // The level arrives anew with every job: its text names it (the same level, the same text).
    if (this.levelText?.level !== level) this.levelText = { level, text: JSON.stringify(level) };
    return `${this.levelText.text}\0${code}`;
  }

  /** The remembered run of `code` on `level`, or a new one (remembered when it cannot change). */
  async run(level: Level, code: string, fresh: () => Promise<R>): Promise<R> {
    if (CHANGING.test(code)) return fresh();
    const key = this.key(level, code);
    const known = this.runs.get(key);
    if (known !== undefined) {
      // Most recently used last: the oldest goes first when the memo is full.
      this.runs.delete(key);
      this.runs.set(key, known);
      return known;
    }
    const run = await fresh();
    if (run.events.length <= MAX_EVENTS && run.error?.kind !== 'timeout' && run.error?.kind !== 'stopped') {
      this.runs.set(key, run);
      if (this.runs.size > KEPT) this.runs.delete(this.runs.keys().next().value as string);
    }
    return run;
  }
}
