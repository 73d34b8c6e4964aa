import type { Phrase } from './event-words.ts';

/** How much the live region tells during a run: nothing, goals and mistakes, or every step. */
export type NarrationLevel = 'off' | 'goals' | 'steps';
export const NARRATION_LEVELS: readonly NarrationLevel[] = ['off', 'goals', 'steps'];

/** The two live regions' texts: `polite` waits for the reader to finish, `assertive` interrupts. */
export interface Spoken {
  readonly polite: string;
  readonly assertive: string;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A screen reader needs about this long for a short sentence: closer updates are joined into one. */
export const MIN_GAP_MS = 1000;
/** Nothing waits longer than this to be said, however busy the run. */
export const MAX_WAIT_MS = 1500;
/** After an event, wait this much past the next tile's start for more of the same walk. */
const QUIET_EXTRA_MS = 50;

// A live region only speaks when its text changes: the same words twice differ by a trailing space.
function fresh(previous: string, next: string): string {
  return previous === next ? `${next}\u00a0` : next;
}

/**
 * Turns a run's phrases into what the live regions say, in step with the animation but never
 * faster than a reader can follow: a walk of several tiles becomes one sentence, phrases that
 * come close together are joined (at Turbo many steps share one update), a mistake or the
 * level's completion interrupts at once.
 */
export class Narrator {
  private level: NarrationLevel = 'goals';
  private tileMs = 250;
  private pending: Phrase[] = [];
  private firstPendingAt = 0;
  private lastSpokenAt = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;
  private spoken: Spoken = { polite: '', assertive: '' };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly clock: Clock = browserClock) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Spoken => this.spoken;

  setLevel(level: NarrationLevel): void {
    this.level = level;
    if (level === 'off') this.clear();
  }

  setTileMs(tileMs: number): void {
    this.tileMs = tileMs;
  }

  /** A phrase from the run, said if the level wants it. */
  add(phrase: Phrase): void {
    if (this.level === 'off' || (this.level === 'goals' && !phrase.goals)) return;
    if (phrase.urgent) {
      this.flush(phrase.text);
      return;
    }
    const last = this.pending.at(-1);
    if (last && phrase.merge?.kind === 'move' && last.merge?.kind === 'move') {
      this.pending[this.pending.length - 1] = phrase;
    } else if (last && phrase.merge?.kind === 'goal' && last.merge?.kind === 'collect' && last.merge.itemType === phrase.merge.itemType) {
      this.pending[this.pending.length - 1] = { text: phrase.merge.withCollect, goals: true, urgent: false };
    } else {
      if (this.pending.length === 0) this.firstPendingAt = this.clock.now();
      this.pending.push(phrase);
    }
    this.schedule();
  }

  /** Words the child asked for (the map described): said politely at any level, at once. */
  tell(text: string): void {
    this.drop();
    this.setSpoken({ polite: fresh(this.spoken.polite, text), assertive: this.spoken.assertive });
  }

  /** A new run or a reset: what was waiting is no longer true. */
  clear(): void {
    this.drop();
  }

  dispose(): void {
    this.drop();
    this.listeners.clear();
  }

  private drop(): void {
    this.pending = [];
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    const now = this.clock.now();
    const quiet = now + this.tileMs + QUIET_EXTRA_MS;
    const at = Math.min(Math.max(quiet, this.lastSpokenAt + MIN_GAP_MS), this.firstPendingAt + MAX_WAIT_MS);
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.flush(null);
    }, Math.max(0, at - now));
  }

  private flush(urgent: string | null): void {
    const texts = this.pending.map((phrase) => phrase.text);
    this.drop();
    if (urgent !== null) {
      this.lastSpokenAt = this.clock.now();
      this.setSpoken({ polite: this.spoken.polite, assertive: fresh(this.spoken.assertive, [...texts, urgent].join(' ')) });
    } else if (texts.length > 0) {
      this.lastSpokenAt = this.clock.now();
      this.setSpoken({ polite: fresh(this.spoken.polite, texts.join(' ')), assertive: this.spoken.assertive });
    }
  }

  private setSpoken(spoken: Spoken): void {
    this.spoken = spoken;
    for (const listener of this.listeners) listener();
  }
}
