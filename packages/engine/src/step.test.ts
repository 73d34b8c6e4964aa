import { describe, expect, it } from 'vitest';
import type { Command } from './command.ts';
import { COMMAND_TYPES } from './command.ts';
import { ACTION_LIMIT, createGame, createState } from './state.ts';
import { drawnLevel } from './test-support.ts';
import { step } from './step.ts';
import { FIELD, forward, holding, left, play, stateOf } from './test-support.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

const oneOfEach: Command[] = [
  forward(),
  { type: 'turn_left' },
  { type: 'turn_right' },
  { type: 'push' },
  { type: 'speak', text: 'Hi' },
  { type: 'write', text: 'Hi' },
  { type: 'read' },
  { type: 'question', text: 'Hi?' },
  { type: 'display', text: 'Hi' },
  { type: 'build', structure: 'bridge' },
  { type: 'water' },
  { type: 'collect' },
  { type: 'open' },
  { type: 'close' },
  { type: 'place', what: 1 },
  { type: 'combine', recipe: 'salad' },
  { type: 'plant', dictionary: { carrot: 1 }, key: 'carrot' },
];

describe('step', () => {
  it('handles every command type', () => {
    expect(oneOfEach.map((command) => command.type).sort()).toEqual([...COMMAND_TYPES].sort());
  });

  it.each(oneOfEach)('never changes the state it is given: %j', (command) => {
    const state = deepFreeze(
      holding(
        stateOf({
          rows: FIELD,
          items: [
            { type: 'carrot', position: [2, 2] },
            { type: 'door', position: [2, 1] },
          ],
          levelGoals: [
            { action: 'open', type: 'door', ...SPOT },
            { action: 'speak', data: 'Hi', ...SPOT },
            { action: 'collect', type: 'carrot' },
          ],
        }),
        { log: 4, carrot_seeds: 1 },
      ),
    );
    const snapshot = JSON.stringify(state);
    const result = step(state, command);
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(result.state.actions).toBe(state.actions + 1);
  });

  it('shares the parts a command did not touch', () => {
    const state = stateOf({ rows: FIELD, items: [{ type: 'carrot', position: [0, 0] }] });
    const after = step(state, left).state;
    expect(after.items).toBe(state.items);
    expect(after.goals).toBe(state.goals);
    expect(after.inventory).toBe(state.inventory);
    expect(after.world).toBe(state.world);
  });
});

describe('the action cap', () => {
  it('is 2,000 actions by default', () => {
    expect(ACTION_LIMIT).toBe(2000);
    expect(stateOf({ rows: FIELD }).maxActions).toBe(2000);
  });

  it('stops an endless loop of turns at the cap', () => {
    let state = stateOf({ rows: FIELD });
    let turns = 0;
    // Bounded, so a broken cap fails the test instead of hanging it.
    for (let tries = 0; tries < 5000; tries++) {
      const result = step(state, left);
      if (result.refusal) {
        expect(result.refusal).toMatchObject({ code: 'action_limit', params: { limit: 2000 } });
        break;
      }
      state = result.state;
      turns += 1;
    }
    expect(turns).toBe(2000);
  });

  it('counts refused commands too, so a loop that catches errors still stops', () => {
    const played = play(stateOf({ rows: ['#', '@'] }, { maxActions: 3 }), [forward(), forward(), forward(), forward()]);
    expect(played.refusals.map((why) => why.code)).toEqual(['bumped_wall', 'bumped_wall', 'bumped_wall', 'action_limit']);
  });

  it('stops a long walk part way, keeping the tiles walked', () => {
    const played = play(stateOf({ rows: ['.....', '.....', '@....'], facing: [1, 0] }, { maxActions: 2 }), [forward(4)]);
    expect(played.state.player.position).toEqual([2, 2]);
    expect(played.refusals[0]?.code).toBe('action_limit');
  });
});

describe('popups', () => {
  const level = {
    rows: FIELD,
    items: [{ type: 'sign' as const, action: 'none' as const, data: 'Turn left', position: [2, 1] as [number, number] }],
    levelGoals: (['write', 'question', 'display', 'read', 'speak'] as const).map((action) => ({ action, data: action === 'read' ? undefined : '*', ...SPOT })),
  };

  it.each<[Command, { kind: string; text: string } | undefined]>([
    [{ type: 'write', text: 'Dear Sam' }, { kind: 'write', text: 'Dear Sam' }],
    [{ type: 'question', text: 'Ready?' }, { kind: 'question', text: 'Ready?' }],
    [{ type: 'display', text: 'Open' }, { kind: 'display', text: 'Open' }],
    [{ type: 'read' }, { kind: 'read', text: 'Turn left' }],
    [{ type: 'speak', text: 'Hi' }, undefined],
  ])('%j pauses with %j', (command, pause) => {
    expect(step(stateOf(level), command).pause).toEqual(pause);
  });

  it('shows no popup for a refused command', () => {
    const result = step(stateOf({ rows: FIELD }), { type: 'write', text: 'Dear Sam' });
    expect(result.refusal?.code).toBe('not_on_xmark');
    expect(result.pause).toBeUndefined();
  });
});

describe('states and events as plain data', () => {
  it('survive a JSON round trip and play on identically', () => {
    const state = stateOf({ rows: FIELD, items: [{ type: 'rock', position: [2, 1] }, { type: 'carrot', position: [2, 2] }] });
    const commands: Command[] = [{ type: 'collect' }, { type: 'push' }, forward(), left];
    const direct = play(state, commands);
    const revived = play(JSON.parse(JSON.stringify(state)), commands);
    expect(JSON.parse(JSON.stringify(revived))).toEqual(JSON.parse(JSON.stringify(direct)));
  });
});

describe('createGame', () => {
  it('is createState under the contract name, with actionLimit', () => {
    const level = drawnLevel({ rows: FIELD });
    expect(createGame(level)).toEqual(createState(level));
    expect(createGame(level, { actionLimit: 5, seed: 7 }).maxActions).toBe(5);
  });
});
