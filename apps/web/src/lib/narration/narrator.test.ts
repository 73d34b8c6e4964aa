import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Phrase } from './event-words.ts';
import { MAX_WAIT_MS, Narrator } from './narrator.ts';

const move = (row: number): Phrase => ({ text: `Moved forward to column 1, row ${row}.`, goals: false, urgent: false, merge: { kind: 'move' } });
const turn: Phrase = { text: 'Turned left. Facing left.', goals: false, urgent: false };
const collect: Phrase = { text: 'Picked up: Carrot.', goals: false, urgent: false, merge: { kind: 'collect', itemType: 'carrot' } };
const goal: Phrase = { text: 'Carrot: 1 of 2.', goals: true, urgent: false, merge: { kind: 'goal', itemType: 'carrot', withCollect: 'Picked up: Carrot, 1 of 2.' } };
const bump: Phrase = { text: 'Bump! Something blocks the way, line 3.', goals: true, urgent: true };

function narrator(level: 'off' | 'goals' | 'steps', tileMs = 250): Narrator {
  const made = new Narrator({ now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as number) });
  made.setLevel(level);
  made.setTileMs(tileMs);
  return made;
}

describe('Narrator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says a walk of several tiles once, where it ended, when the walk is over', () => {
    const n = narrator('steps');
    for (let row = 5; row >= 2; row -= 1) {
      n.add(move(row));
      vi.advanceTimersByTime(250);
    }
    expect(n.getSnapshot().polite).toBe('');
    vi.advanceTimersByTime(100);
    expect(n.getSnapshot().polite).toBe('Moved forward to column 1, row 2.');
  });

  it('folds a pick-up and its goal into one sentence', () => {
    const n = narrator('steps');
    n.add(collect);
    n.add(goal);
    n.add(turn);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(n.getSnapshot().polite).toBe('Picked up: Carrot, 1 of 2. Turned left. Facing left.');
  });

  it('at "goals and mistakes" says only goals, mistakes and the end', () => {
    const n = narrator('goals');
    n.add(move(3));
    n.add(collect);
    n.add(goal);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(n.getSnapshot().polite).toBe('Carrot: 1 of 2.');
  });

  it('says nothing when off, but still tells what the child asked for', () => {
    const n = narrator('off');
    n.add(goal);
    n.add(bump);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(n.getSnapshot()).toEqual({ polite: '', assertive: '' });
    n.tell('You are at column 1, row 1.');
    expect(n.getSnapshot().polite).toBe('You are at column 1, row 1.');
  });

  it('interrupts with a mistake at once, with what was still waiting before it', () => {
    const n = narrator('steps');
    n.add(move(4));
    n.add(bump);
    expect(n.getSnapshot().assertive).toBe('Moved forward to column 1, row 4. Bump! Something blocks the way, line 3.');
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(n.getSnapshot().polite).toBe('');
  });

  it('at Turbo joins many steps into few updates, never closer than a reader can follow', () => {
    const n = narrator('steps', 62.5);
    const updates: string[] = [];
    n.subscribe(() => updates.push(n.getSnapshot().polite));
    for (let index = 0; index < 40; index += 1) {
      n.add(index % 2 === 0 ? move(index) : turn);
      vi.advanceTimersByTime(62.5);
    }
    vi.advanceTimersByTime(MAX_WAIT_MS);
    // 40 steps in 2.5 s: about one update a second, each carrying every step since the last.
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.length).toBeLessThanOrEqual(4);
    expect(updates.join(' ').match(/Turned left/g)).toHaveLength(20);
  });

  it('says the same words twice as a change the reader hears', () => {
    const n = narrator('steps');
    n.tell('Hello.');
    const first = n.getSnapshot().polite;
    n.tell('Hello.');
    expect(n.getSnapshot().polite).not.toBe(first);
    expect(n.getSnapshot().polite.trim()).toBe('Hello.');
  });

  it('drops what waits on a reset', () => {
    const n = narrator('steps');
    n.add(turn);
    n.clear();
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(n.getSnapshot().polite).toBe('');
  });
});
