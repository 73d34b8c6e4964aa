import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createState, parseLevel, type Command, type GameState } from '@codehop/engine';
import { play } from '@codehop/engine/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventDuration, type PlayEvent } from '../game/play-event.ts';
import { eventPhrase, type Phrase, type Words } from './event-words.ts';
import { followEvent } from './follow-event.ts';
import { narrationWords } from './narration-words.ts';
import { MIN_GAP_MS, Narrator, type NarrationLevel } from './narrator.ts';
import { englishWords } from './test-words.ts';

const move = (row: number): Phrase => ({ text: `Moved forward to column 1, row ${row}.`, goals: false, urgent: false, merge: { kind: 'move' } });
const turn: Phrase = { text: 'Turned left. Facing left.', goals: false, urgent: false };
const collect: Phrase = { text: 'Picked up: Carrot.', goals: false, urgent: false, merge: { kind: 'collect', itemType: 'carrot' } };
const goal: Phrase = { text: 'Carrot: 1 of 2.', goals: true, urgent: false, merge: { kind: 'goal', itemType: 'carrot', withCollect: 'Picked up: Carrot, 1 of 2.' } };
const bump: Phrase = { text: 'Bump! Something blocks the way, line 3.', goals: true, urgent: true };

function narrator(level: NarrationLevel, tileMs = 250): { n: Narrator; said: string[] } {
  const n = new Narrator({ now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as number) });
  n.setLevel(level);
  n.setTileMs(tileMs);
  const said: string[] = [];
  let last = n.getSnapshot();
  n.subscribe(() => {
    const now = n.getSnapshot();
    if (now.polite !== last.polite) said.push(now.polite.trim());
    if (now.assertive !== last.assertive) said.push(now.assertive.trim());
    last = now;
  });
  return { n, said };
}

let words: Words;
beforeAll(async () => {
  words = narrationWords(await englishWords());
});

describe('Narrator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says a walk of several tiles once, where it ended, when the walk is over', () => {
    const { n, said } = narrator('steps');
    for (let row = 5; row >= 2; row -= 1) {
      n.add(move(row));
      vi.advanceTimersByTime(250);
    }
    // Two tiles' time after the last one (an animation may end late on a busy machine).
    vi.advanceTimersByTime(300);
    expect(said).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(said).toEqual(['Moved forward to column 1, row 2.']);
  });

  it('folds a pick-up and its goal into one sentence, and says the next step after a pause', () => {
    const { n, said } = narrator('steps');
    n.add(collect);
    vi.advanceTimersByTime(250);
    n.add(goal);
    n.add(turn);
    vi.advanceTimersByTime(1);
    expect(said).toEqual(['Picked up: Carrot, 1 of 2.']);
    vi.advanceTimersByTime(MIN_GAP_MS - 2);
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(said).toEqual(['Picked up: Carrot, 1 of 2.', 'Turned left. Facing left.']);
  });

  it('at "goals and mistakes" says only goals, mistakes and the end', () => {
    const { n, said } = narrator('goals');
    n.add(move(3));
    n.add(collect);
    n.add(goal);
    n.add(bump);
    vi.advanceTimersByTime(MIN_GAP_MS * 3);
    expect(said).toEqual(['Carrot: 1 of 2. Bump! Something blocks the way, line 3.']);
  });

  it('says nothing when off, but still tells what the child asked for', () => {
    const { n, said } = narrator('off');
    n.add(goal);
    n.add(bump);
    vi.advanceTimersByTime(MIN_GAP_MS * 3);
    expect(said).toEqual([]);
    n.tell('You are at column 1, row 1.');
    expect(n.getSnapshot().polite).toBe('You are at column 1, row 1.');
  });

  it('interrupts with a mistake at once, with what was still waiting before it', () => {
    const { n } = narrator('steps');
    n.add(move(4));
    n.add(bump);
    expect(n.getSnapshot().assertive).toBe('Moved forward to column 1, row 4. Bump! Something blocks the way, line 3.');
    vi.advanceTimersByTime(MIN_GAP_MS * 3);
    expect(n.getSnapshot().polite).toBe('');
  });

  it('at Turbo joins many steps into few updates, never closer than a reader can follow', () => {
    const { n, said } = narrator('steps', 62.5);
    const times: number[] = [];
    n.subscribe(() => times.push(Date.now()));
    for (let index = 0; index < 40; index += 1) {
      n.add(index % 2 === 0 ? move(index) : turn);
      vi.advanceTimersByTime(62.5);
    }
    vi.advanceTimersByTime(MIN_GAP_MS * 4);
    // 40 steps in 2.5 s: a handful of updates, each carrying every step since the one before.
    expect(said.length).toBeLessThanOrEqual(6);
    expect(said.join(' ').match(/Turned left/g)).toHaveLength(20);
    for (let index = 1; index < times.length; index += 1) expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(MIN_GAP_MS);
  });

  it('remembers a mistake was said until the next run', () => {
    const { n } = narrator('steps');
    expect(n.mistakeSaid).toBe(false);
    n.add(bump);
    expect(n.mistakeSaid).toBe(true);
    n.clear();
    expect(n.mistakeSaid).toBe(false);
  });

  it('says the same words twice as a change the reader hears', () => {
    const { n } = narrator('steps');
    n.tell('Hello.');
    const first = n.getSnapshot().polite;
    n.tell('Hello.');
    expect(n.getSnapshot().polite).not.toBe(first);
    expect(n.getSnapshot().polite.trim()).toBe('Hello.');
  });

  it('drops what waits on a reset', () => {
    const { n, said } = narrator('steps');
    n.tell('Hello.');
    n.add(turn);
    n.clear();
    vi.advanceTimersByTime(MIN_GAP_MS * 2);
    expect(said).toEqual(['Hello.']);
  });
});

// intro-level1 as shipped, its reference solution played the way the page plays it: each event
// handed to the narrator when its animation starts, the next one after its duration.
const levelDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/content/levels/python/intro-level1');
function introLevel1(): GameState {
  const level = JSON.parse(readFileSync(path.join(levelDir, 'level.json'), 'utf8')) as Record<string, unknown>;
  const map = JSON.parse(readFileSync(path.join(levelDir, 'map.json'), 'utf8')) as unknown;
  return createState(parseLevel({ ...level, map }));
}

function playThrough(tileMs: number, commands: readonly Command[]): string[] {
  const start = introLevel1();
  const { n, said } = narrator('steps', tileMs);
  n.add({ text: words.say('run.started'), goals: true, urgent: false });
  vi.advanceTimersByTime(500);
  let state = start;
  for (const raw of play(start, commands).events) {
    const event = { ...(raw as unknown as PlayEvent), line: 3 };
    const phrase = eventPhrase(event, state, words);
    state = followEvent(state, event);
    if (phrase) n.add(phrase);
    vi.advanceTimersByTime(eventDuration(event, tileMs));
  }
  vi.advanceTimersByTime(MIN_GAP_MS * 4);
  return said;
}

describe('a run of intro-level1 told at Normal speed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives at least four distinct announcements: the start, the walk, the carrot, the completion', () => {
    const said = playThrough(250, [{ type: 'move_forward', steps: 3 }, { type: 'collect' }]);
    expect(said).toEqual([
      'Your program is running.',
      'Moved forward to column 5, row 4.',
      'Picked up: Carrot, 1 of 1. Carrot: 1 of 1. Goal reached!',
      'Level complete! Well done!',
    ]);
  });
});
