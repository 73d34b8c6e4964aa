import { createState, type GameState } from '@codehop/engine';
import { drawnLevel, forward, play, right } from '@codehop/engine/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayEvent } from '../game/play-event.ts';
import { eventPhrase, type Words } from './event-words.ts';
import { followEvent } from './follow-event.ts';
import { narrationWords } from './narration-words.ts';
import { englishWords } from './test-words.ts';

let words: Words;
beforeAll(async () => {
  words = narrationWords(await englishWords());
});

const LEVEL = drawnLevel({
  rows: ['.#...', '.....', '.....', '.@...'],
  items: [
    { type: 'carrot', action: 'collect', position: [1, 1] },
    { type: 'rock', action: 'none', position: [3, 2] },
  ],
  levelGoals: [{ action: 'collect', type: 'carrot', count: 2 }],
});

/** Each event of a program with the words said for it, the state followed as the page follows it. */
function phrasesOf(start: GameState, events: readonly unknown[]): { type: string; text: string | null; goals: boolean | null; urgent: boolean | null }[] {
  let state = start;
  return events.map((raw) => {
    const event = { ...(raw as PlayEvent), line: 3 };
    const phrase = eventPhrase(event, state, words);
    state = followEvent(state, event);
    return { type: event.type, text: phrase?.text ?? null, goals: phrase?.goals ?? null, urgent: phrase?.urgent ?? null };
  });
}

describe('eventPhrase', () => {
  it('tells each step of a walk, a pick-up with its goal, and a turn with the new facing', () => {
    const start = createState(LEVEL);
    const { events } = play(start, [forward(2), { type: 'collect' }, right]);
    expect(phrasesOf(start, events)).toEqual([
      { type: 'moved', text: 'Moved forward to column 2, row 3.', goals: false, urgent: false },
      { type: 'moved', text: 'Moved forward to column 2, row 2.', goals: false, urgent: false },
      { type: 'collected', text: 'Picked up: Carrot.', goals: false, urgent: false },
      { type: 'item-changed', text: null, goals: null, urgent: null },
      { type: 'goal-scored', text: 'Carrot: 1 of 2.', goals: true, urgent: false },
      { type: 'turned', text: 'Turned right. Facing right.', goals: false, urgent: false },
    ]);
  });

  it('offers the pick-up and its score as one sentence', () => {
    const start = createState(LEVEL);
    const { events, state } = play(start, [forward(2), { type: 'collect' }]);
    const scored = events.find((event) => event.type === 'goal-scored') as unknown as PlayEvent;
    const before = { ...state, goals: state.goals.map((goal) => ({ ...goal, score: 0 })) };
    expect(eventPhrase(scored, before, words)?.merge).toEqual({ kind: 'goal', itemType: 'carrot', withCollect: 'Picked up: Carrot, 1 of 2.' });
  });

  it('says a bump urgently with the line and what was in the way', () => {
    const start = createState(LEVEL);
    const wall = play(start, [forward(4)]);
    expect(phrasesOf(start, wall.events).slice(-2)).toEqual([
      { type: 'bumped', text: 'Bump! Something blocks the way, line 3.', goals: true, urgent: true },
      // The refusal after a bump adds nothing the bump did not say.
      { type: 'refused', text: null, goals: null, urgent: null },
    ]);
    const rock = play(start, [forward(1), right, forward(2)]);
    expect(phrasesOf(start, rock.events).find((phrase) => phrase.type === 'bumped')?.text).toBe('Bump! In the way: Rock, line 3.');
  });

  it('says any other refusal with its line, in the refusal words', () => {
    const start = createState(LEVEL);
    const { events } = play(start, [{ type: 'collect' }]);
    const said = phrasesOf(start, events).find((phrase) => phrase.type === 'refused');
    expect(said?.urgent).toBe(true);
    expect(said?.text).toMatch(/^Line 3: There is nothing here to collect\./);
  });

  it('says a goal reached, and the completion politely (good news waits its turn)', () => {
    const start = createState(drawnLevel({ rows: ['.', '@'], items: [{ type: 'carrot', action: 'collect', position: [0, 0] }], levelGoals: [{ action: 'collect', type: 'carrot', count: 1 }] }));
    const { events } = play(start, [forward(1), { type: 'collect' }]);
    const said = phrasesOf(start, events);
    expect(said.find((phrase) => phrase.type === 'goal-scored')?.text).toBe('Carrot: 1 of 1. Goal reached!');
    expect(said.at(-1)).toEqual({ type: 'level-completed', text: 'Level complete! Well done!', goals: true, urgent: false });
  });
});
