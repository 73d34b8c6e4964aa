import type { PlayEvent } from '../../../lib/game/play-event.ts';

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

  /**
   * Keeps only the first `events` events still waiting (pauses and the end stay). A program stopped
   * by the action cap queued thousands of steps in a blink; acting them all out would keep a child
   * watching for minutes before the message that explains it.
   */
  keepFirst(events: number): void {
    let kept = 0;
    const rest = this.queue.filter((entry) => entry.kind !== 'event' || kept++ < events);
    this.queue.splice(0, this.queue.length, ...rest);
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

export { eventDuration, type PlayEvent } from '../../../lib/game/play-event.ts';
