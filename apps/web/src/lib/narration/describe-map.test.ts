import { createState, parseLevel, type GameState } from '@codehop/engine';
import { FIELD, drawnLevel, forward, left, play, right, stateOf } from '@codehop/engine/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Words } from './event-words.ts';
import { areaOf, describeMap } from './describe-map.ts';
import { followEvent } from './follow-event.ts';
import { mapSentences } from './map-words.ts';
import { narrationWords } from './narration-words.ts';
import { englishWords } from './test-words.ts';
import type { PlayEvent } from '../game/play-event.ts';

let words: Words;
beforeAll(async () => {
  words = narrationWords(await englishWords());
});

// intro-level2 as the map draws it: a path up from the bottom left, a bend to the right, carrots on it, a pond at the lower right.
const LEVEL2 = drawnLevel({
  rows: [
    '#..#.....#..',
    '............',
    '............',
    '............',
    '............',
    '............',
    '........####',
    '........####',
    '...@....####',
  ],
  items: [
    { type: 'carrot', action: 'collect', position: [3, 4] },
    { type: 'carrot', action: 'collect', position: [7, 2] },
  ],
  levelGoals: [{ action: 'collect', type: 'carrot', count: 2 }],
});

describe('describeMap', () => {
  it('tells where the character stands, how far it can walk, and where the carrots are, as the commands count', () => {
    const facts = describeMap(createState(LEVEL2));
    expect(facts).toMatchObject({ column: 4, row: 9, area: 'bottom-left', facing: 'up', width: 12, height: 9 });
    // A tree stands at the top of the column.
    expect(facts.ways.ahead).toEqual({ free: 7, end: { kind: 'wall' } });
    expect(facts.ways.right).toEqual({ free: 4, end: { kind: 'wall' } });
    expect(facts.ways.left).toEqual({ free: 3, end: { kind: 'edge' } });
    expect(facts.ways.behind).toEqual({ free: 0, end: { kind: 'edge' } });
    expect(facts.things).toEqual([
      { type: 'carrot', xmark: false, ahead: 4, right: 0 },
      { type: 'carrot', xmark: false, ahead: 6, right: 4 },
    ]);
    expect(facts.goals).toEqual([{ action: 'collect', type: 'carrot', variable: null, score: 0, max: 2 }]);
  });

  it('turns with the character: after a right turn the second carrot lies ahead and to the left', () => {
    const { state } = play(createState(LEVEL2), [forward(4), { type: 'collect' }, right]);
    const facts = describeMap(state);
    expect(facts.facing).toBe('right');
    expect(facts.things).toEqual([{ type: 'carrot', xmark: false, ahead: 4, right: -2 }]);
    expect(facts.carrying).toEqual([{ type: 'carrot', amount: 1 }]);
    expect(facts.goals[0]?.score).toBe(1);
  });

  it('names what stops a walk: an item that blocks, water waiting for a bridge', () => {
    const state = stateOf({
      rows: ['.....', '..#..', '..@..'],
      items: [{ type: 'rock', action: 'none', position: [1, 2] }, { type: 'bridge_horizontal', action: 'build', position: [2, 1] }],
    });
    const facts = describeMap(state);
    expect(facts.ways.ahead).toEqual({ free: 0, end: { kind: 'water' } });
    expect(facts.ways.left).toEqual({ free: 0, end: { kind: 'object', type: 'rock' } });
    // Scenery (action none) is not listed among the things to use; the bridge spot is.
    expect(facts.things.map((thing) => thing.type)).toEqual(['bridge_horizontal']);
  });

  it('splits the map in nine areas', () => {
    expect(areaOf([0, 0], 9, 9)).toBe('top-left');
    expect(areaOf([4, 4], 9, 9)).toBe('middle');
    expect(areaOf([8, 4], 9, 9)).toBe('right');
    expect(areaOf([4, 8], 9, 9)).toBe('bottom');
    expect(areaOf([0, 0], 1, 1)).toBe('middle');
  });

  it('keeps at most six things, nearest first, and counts the rest', () => {
    const items = Array.from({ length: 8 }, (_, index) => ({ type: 'carrot' as const, action: 'collect' as const, position: [index, 0] as [number, number] }));
    const facts = describeMap(createState(parseLevel({ ...drawnLevel({ rows: ['........', '@.......'] }), items })));
    expect(facts.things).toHaveLength(6);
    expect(facts.moreThings).toBe(2);
    expect(facts.things[0]).toEqual({ type: 'carrot', xmark: false, ahead: 1, right: 0 });
  });
});

describe('followEvent', () => {
  it('keeps the page state where the engine left it, from the shown events alone', () => {
    const start = createState(LEVEL2);
    const played = play(start, [forward(4), { type: 'collect' }, right, forward(4), left, forward(2), { type: 'collect' }]);
    const followed = played.events.reduce<GameState>((state, event) => followEvent(state, event as unknown as PlayEvent), start);
    expect(followed.player).toEqual(played.state.player);
    expect(followed.inventory).toEqual(played.state.inventory);
    expect(followed.items.map((item) => item.status)).toEqual(played.state.items.map((item) => item.status));
    expect(followed.goals.map((goal) => goal.score)).toEqual([2]);
    expect(followed.completed).toBe(true);
    expect(describeMap(followed)).toEqual(describeMap(played.state));
  });

  it('moves a pushed rock, so the way it opened is free', () => {
    const start = stateOf({ rows: FIELD as unknown as string[], items: [{ type: 'rock', action: 'none', position: [2, 1] }] });
    const played = play(start, [{ type: 'push' }]);
    const followed = played.events.reduce<GameState>((state, event) => followEvent(state, event as unknown as PlayEvent), start);
    expect(describeMap(followed).ways.ahead).toEqual(describeMap(played.state).ways.ahead);
  });
});

describe('mapSentences', () => {
  it('says the map in English sentences a child can act on', () => {
    expect(mapSentences(describeMap(createState(LEVEL2)), words)).toEqual([
      'You are at column 4, row 9.',
      'That is the bottom left corner of the map.',
      'Facing up.',
      'Free tiles: 7 ahead, 3 to your left, 4 to your right, 0 behind.',
      'Straight ahead after that: something blocks the way.',
      'Carrot: 4 ahead.',
      'Carrot: 6 ahead and 4 to your right.',
      'Goal: Carrot, 0 of 2 done.',
      'The map: 12 columns by 9 rows.',
    ]);
  });

  it('says where a thing lies behind and to the left, what is carried, and the end', () => {
    const { state } = play(createState(LEVEL2), [forward(4), { type: 'collect' }, right, right]);
    const sentences = mapSentences(describeMap(state), words);
    expect(sentences).toContain('Facing down.');
    expect(sentences).toContain('Carrot: 2 behind you and 4 to your left.');
    expect(sentences).toContain('You carry: Carrot (1).');
  });
});
