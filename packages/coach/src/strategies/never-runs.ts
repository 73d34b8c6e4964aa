import { meaningful } from '../code-lines.ts';
import type { CoachRun } from '../coach-run.ts';

/** The character's commands: each one that runs leaves an event with its line. */
const COMMAND = /^\s+(move_forward|turn_left|turn_right|collect|water|open|close|read|build|place|combine|speak|write|display|question|push|plant)\(/;

/**
 * The first command inside a block (an `if`, a loop, a function) that the run never reached: no
 * event carries its line. Null when every command ran, or when the run stopped early (an error
 * explains that better).
 */
export function neverRunLine(lines: readonly string[], run: CoachRun): number | null {
  if (run.error !== null) return null;
  const ran = new Set(run.events.map((event) => event.line).filter((line): line is number => line !== undefined));
  for (const [index, text] of lines.entries()) {
    if (!meaningful(text) || !COMMAND.test(text)) continue;
    if (!ran.has(index + 1)) return index + 1;
  }
  return null;
}
