import type { Command } from '@codehop/engine';
import { judge, newGame, popupOf, refusalView, step, type GameState, type Level } from './engine-adapter.ts';
import type { PauseKind } from './protocol.ts';
import type { RunnerEvent } from './runner-event.ts';
import { OPCODES } from './opcodes.ts';
import type { PauseAnswer } from './pause-channel.ts';
import type { GoalProgressView } from './run-result.ts';

/** What the player module's `_call` returns: 0 done, 1 a value waits in `last()`, 2 refused,
 * 3 the action cap, 4 stopped during a pause. Small integers keep the hot path free of
 * conversions between Python and JavaScript objects. */
export const CALL_OK = 0;
export const CALL_VALUE = 1;
export const CALL_REFUSED = 2;
export const CALL_LIMIT = 3;
export const CALL_STOPPED = 4;

export interface BridgeHooks {
  /** Hand over the events gathered so far (the worker streams them to the host). */
  readonly flush: (events: RunnerEvent[]) => void;
  /** Block until the host answers a popup. */
  readonly pause: (kind: PauseKind, text: string, line: number) => PauseAnswer;
}

const FLUSH_EVENTS = 256;
const FLUSH_EVERY_MS = 40;

/**
 * The engine side of the synchronous bridge: each Python command becomes one engine `step` in
 * the same thread. The game state lives only here, in a closure Python cannot reach, and the
 * only way in is a command, so the level is complete only when the engine says so.
 */
export class GameBridge {
  private state: GameState | null;
  private pending: RunnerEvent[] = [];
  private lastValue = 'null';
  private lastFlush = 0;
  private calls = 0;
  /** Once the cap is reached every further command is refused here, so a program that keeps
   * catching the cap cannot flood the host with refusal events. */
  private capped = false;

  constructor(
    level: Level | null,
    options: { readonly actionLimit?: number; readonly seed?: number },
    private readonly hooks: BridgeHooks,
  ) {
    this.state = level === null ? null : newGame(level, options);
    this.lastFlush = performance.now();
  }

  /** A command without arguments: the hot path of loops of turns and steps. */
  call0(op: number, line: number): number {
    return this.call(op, undefined, undefined, line);
  }

  /** Called from Python for every command; arguments are already checked by the player module. */
  call(op: number, a: unknown, b: unknown, line: number): number {
    const type: string = OPCODES[op] ?? String(op);
    if (this.state === null) {
      this.lastValue = JSON.stringify({
        code: 'no_level',
        key: 'runner.noLevel',
        params: {},
        message: 'There is no level here, so the character cannot ' + type.replace(/_/g, ' ') + '.',
      });
      return CALL_REFUSED;
    }
    if (this.capped) return CALL_LIMIT;
    const command = NO_ARGUMENTS.get(type) ?? toCommand(type, a, b);
    if (command === null) {
      this.lastValue = JSON.stringify({ code: 'unknown_command', key: 'runner.unknownCommand', params: { type }, message: 'Unknown command ' + type + '.' });
      return CALL_REFUSED;
    }
    const result = step(this.state, command);
    this.state = result.state;
    for (const event of result.events) this.pending.push({ ...event, line });
    if (++this.calls % 32 === 0 || this.pending.length >= FLUSH_EVENTS) this.maybeFlush();
    if (result.refusal !== undefined) {
      this.lastValue = JSON.stringify(refusalView(result.refusal));
      if (result.refusal.code !== 'action_limit') return CALL_REFUSED;
      this.capped = true;
      return CALL_LIMIT;
    }
    const popup = popupOf(result);
    if (popup !== null) {
      this.flush();
      const answer = this.hooks.pause(popup.kind, popup.text, line);
      if (answer.kind === 'stopped') return CALL_STOPPED;
      if (popup.kind === 'question') {
        this.lastValue = answer.kind === 'yes' ? 'true' : 'false';
        return CALL_VALUE;
      }
    }
    if (result.value !== undefined) {
      this.lastValue = JSON.stringify(result.value) ?? 'null';
      return CALL_VALUE;
    }
    return CALL_OK;
  }

  /** The events not streamed yet; they leave with the result. */
  takePending(): RunnerEvent[] {
    const events = this.pending;
    this.pending = [];
    return events;
  }

  last(): string {
    return this.lastValue;
  }

  flush(): void {
    this.lastFlush = performance.now();
    if (this.pending.length === 0) return;
    const events = this.pending;
    this.pending = [];
    this.hooks.flush(events);
  }

  /** The engine's verdict on the finished run; a completing check adds its event to the stream. */
  completion(variables: Record<string, unknown>): { completed: boolean; goals: GoalProgressView[] } {
    if (this.state === null) return { completed: false, goals: [] };
    const verdict = judge(this.state, variables);
    for (const event of verdict.events) this.pending.push({ ...event, line: 0 });
    return { completed: verdict.completed, goals: verdict.goals };
  }

  private maybeFlush(): void {
    if (this.pending.length >= FLUSH_EVENTS || performance.now() - this.lastFlush >= FLUSH_EVERY_MS) this.flush();
  }
}

const NO_ARGUMENTS: ReadonlyMap<string, Command> = new Map(
  (['turn_left', 'turn_right', 'push', 'read', 'water', 'open', 'close'] as const).map((type) => [type, Object.freeze({ type })]),
);

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function toCommand(type: string, a: unknown, b: unknown): Command | null {
  switch (type) {
    case 'move_forward':
      return { type, steps: typeof a === 'number' ? a : 1 };
    case 'turn_left':
    case 'turn_right':
    case 'push':
    case 'read':
    case 'water':
    case 'open':
    case 'close':
      return { type };
    case 'speak':
    case 'write':
    case 'question':
    case 'display':
      return { type, text: text(a) };
    case 'build':
      return { type, structure: text(a) };
    case 'collect':
      return typeof a === 'string' ? { type, item: a } : { type };
    case 'place':
      return { type, what: typeof a === 'number' ? a : text(a) };
    case 'combine':
      return { type, recipe: text(a) };
    case 'plant': {
      const parsed: unknown = JSON.parse(text(a));
      const dictionary = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      return { type, dictionary, key: text(b) };
    }
    default:
      return null;
  }
}
