import { TIMING } from '../model/constants.ts';
import { GAME_SPEEDS } from '../model/speed.ts';

/** A game event from the runner: the engine's event plus the learner's line. */
export interface PlayEvent {
  readonly type: string;
  readonly line?: number;
  readonly [key: string]: unknown;
}

export type PauseKind = 'write' | 'read' | 'display' | 'question' | 'input';

export interface PausePrompt {
  readonly kind: PauseKind;
  readonly text: string;
  readonly line: number;
}

export type PlaybackEntry<End> =
  | { readonly kind: 'event'; readonly event: PlayEvent }
  | { readonly kind: 'pause'; readonly pause: PausePrompt }
  | { readonly kind: 'end'; readonly end: End };

export interface PlaybackHooks<End> {
  /** Animates one event; resolves when the next may start. */
  animate(event: PlayEvent): Promise<void>;
  /** Shows the line being acted out, or null when nothing is. */
  showLine(line: number | null): void;
  /** Shows a popup; resolves when the learner closes or answers it. */
  pause(prompt: PausePrompt): Promise<void>;
  /** Called once, after every event before it has been shown. */
  end(end: End): void;
}

/**
 * Plays a run's stream in order, one entry at a time: the worker may race ahead, the child sees
 * the program step by step. Cancel drops whatever is still queued (Stop, Reset, a game error).
 */
export class Playback<End> {
  private readonly queue: PlaybackEntry<End>[] = [];
  private pumping = false;
  private cancelled = false;
  private finished = false;

  /** `startAfter`: nothing is shown before it settles (the scene's settle time before a run). */
  constructor(
    private readonly hooks: PlaybackHooks<End>,
    private readonly startAfter: Promise<void> = Promise.resolve(),
  ) {}

  push(entries: readonly PlaybackEntry<End>[]): void {
    if (this.cancelled || this.finished) return;
    this.queue.push(...entries);
    if (!this.pumping) void this.pump();
  }

  get pending(): number {
    return this.queue.length;
  }

  get active(): boolean {
    return !this.cancelled && !this.finished;
  }

  cancel(): void {
    this.cancelled = true;
    this.queue.length = 0;
    this.hooks.showLine(null);
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      await this.startAfter;
      for (let entry = this.queue.shift(); entry !== undefined; entry = this.queue.shift()) {
        if (this.cancelled) return;
        if (entry.kind === 'event') {
          if (typeof entry.event.line === 'number') this.hooks.showLine(entry.event.line);
          await this.hooks.animate(entry.event);
        } else if (entry.kind === 'pause') {
          this.hooks.showLine(entry.pause.line);
          await this.hooks.pause(entry.pause);
        } else {
          this.finished = true;
          this.hooks.showLine(null);
          this.hooks.end(entry.end);
          return;
        }
      }
    } finally {
      this.pumping = false;
    }
  }
}

/** How long an event holds the stage, in ms, at a given tile duration. */
export function eventDuration(event: PlayEvent, tileMs: number): number {
  switch (event.type) {
    case 'moved': {
      const from = event.from as readonly [number, number] | undefined;
      const to = event.to as readonly [number, number] | undefined;
      const tiles = from && to ? Math.max(1, Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1])) : 1;
      return tiles * tileMs;
    }
    case 'turned':
      return tileMs * 0.6;
    case 'bumped':
      // The short block of gameplay §4, scaled with the speed like every other wait.
      return Math.max(tileMs, TIMING.bumpBlockMs * (tileMs / GAME_SPEEDS.normal));
    case 'pushed':
    case 'collected':
    case 'built':
    case 'opened':
    case 'closed':
    case 'watered':
    case 'placed':
    case 'planted':
    case 'combined':
      return tileMs;
    case 'spoke':
      return tileMs * 2;
    default:
      return 0;
  }
}
