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

/** A screen reader needs about this long for a short sentence: updates never come closer than this. */
export const MIN_GAP_MS = 800;
/**
 * A walk is over (and a pick-up has no goal to add) when nothing follows within two tiles' time
 * and this much: on a busy machine an animation ends late, and a walk must not break in two.
 */
const OPEN_EXTRA_MS = 100;
/** When more sentences than this wait (Turbo), they are said together in one update. */
const BACKLOG = 2;

// A live region only speaks when its text changes: the same words twice differ by a trailing space.
function fresh(previous: string, next: string): string {
  return previous === next ? `${next}\u00a0` : next;
}

/** One sentence waiting to be said; a walk's stays open while its tiles keep coming, a pick-up's until its goal may follow. */
interface Utterance {
  text: string;
  merge: Phrase['merge'];
  open: boolean;
  lastAt: number;
}

/**
 * Turns a run's phrases into what the live regions say, in step with the animation but never
 * faster than a reader can follow: a walk of several tiles is one sentence, said when it ends;
 * a pick-up and the goal it scores are one; each other step is its own sentence, one update at
 * least MIN_GAP_MS after the last; when sentences pile up (Fast, Turbo) they are said together.
 * A mistake interrupts at once (assertive) with whatever was still waiting.
 */
export class Narrator {
  private level: NarrationLevel = 'steps';
  private tileMs = 250;
  private queue: Utterance[] = [];
  private lastSpokenAt = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;
  private spoken: Spoken = { polite: '', assertive: '' };
  private interrupted = false;
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
      this.interrupted = true;
      const waiting = this.queue.map((utterance) => utterance.text);
      this.drop();
      this.lastSpokenAt = this.clock.now();
      this.setSpoken({ polite: this.spoken.polite, assertive: fresh(this.spoken.assertive, [...waiting, phrase.text].join(' ')) });
      return;
    }
    const now = this.clock.now();
    const last = this.queue.at(-1);
    if (last?.open && last.merge?.kind === 'move' && phrase.merge?.kind === 'move') {
      last.text = phrase.text;
      last.lastAt = now;
    } else if (last?.merge?.kind === 'collect' && phrase.merge?.kind === 'goal' && last.merge.itemType === phrase.merge.itemType) {
      last.text = phrase.merge.withCollect;
      last.merge = undefined;
      last.open = false;
    } else {
      if (last) last.open = false;
      const kind = phrase.merge?.kind;
      this.queue.push({ text: phrase.text, merge: phrase.merge, open: kind === 'move' || kind === 'collect', lastAt: now });
    }
    this.schedule();
  }

  /** Words the child asked for (the map described): said politely at any level, at once. */
  tell(text: string): void {
    this.drop();
    this.lastSpokenAt = this.clock.now();
    this.setSpoken({ polite: fresh(this.spoken.polite, text), assertive: this.spoken.assertive });
  }

  /** A new run or a reset: what was waiting is no longer true. */
  clear(): void {
    this.drop();
    this.interrupted = false;
  }

  /** Whether a mistake was said since the last clear (a run's error then needs no more words). */
  get mistakeSaid(): boolean {
    return this.interrupted;
  }

  dispose(): void {
    this.drop();
    this.listeners.clear();
  }

  private drop(): void {
    this.queue = [];
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private closesAt(utterance: Utterance): number {
    return utterance.lastAt + 2 * this.tileMs + OPEN_EXTRA_MS;
  }

  private schedule(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    const first = this.queue[0];
    if (!first) return;
    const now = this.clock.now();
    const at = Math.max(now, this.lastSpokenAt + MIN_GAP_MS, first.open ? this.closesAt(first) : now);
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.speak();
    }, at - now);
  }

  private speak(): void {
    const now = this.clock.now();
    const last = this.queue.at(-1);
    if (last?.open && now >= this.closesAt(last)) last.open = false;
    const ready = this.queue.filter((utterance) => !utterance.open);
    if (ready.length > 0) {
      // Behind the animation: everything ready at once; else the oldest sentence alone.
      const taken = ready.length > BACKLOG ? ready : ready.slice(0, 1);
      this.queue = this.queue.slice(taken.length);
      this.lastSpokenAt = now;
      this.setSpoken({ polite: fresh(this.spoken.polite, taken.map((utterance) => utterance.text).join(' ')), assertive: this.spoken.assertive });
    }
    this.schedule();
  }

  private setSpoken(spoken: Spoken): void {
    this.spoken = spoken;
    for (const listener of this.listeners) listener();
  }
}
