import { describe, expect, it } from 'vitest';
import { FIELD, play, stateOf } from '../test-support.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

describe('open and close', () => {
  it.each(['door', 'gate', 'oven', 'chest'] as const)('opens then closes a %s', (type) => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type, position: [2, 1] }],
      levelGoals: [
        { action: 'open', type, ...SPOT },
        { action: 'close', type, ...SPOT },
      ],
    });
    expect(state.items[0]?.status).toBe('closed');
    const opened = play(state, [{ type: 'open' }]);
    expect(opened.events.slice(0, 2)).toEqual([
      { type: 'opened', item: 0, at: [2, 1] },
      { type: 'item-changed', item: 0, status: 'open' },
    ]);
    const closed = play(opened.state, [{ type: 'close' }]);
    expect(closed.refusals).toEqual([]);
    expect(closed.state.items[0]?.status).toBe('closed');
    expect(closed.state.completed).toBe(true);
  });

  it('refuses to open what is open and to close what is closed, naming it', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'gate', position: [2, 1] }],
      levelGoals: [
        { action: 'open', type: 'gate', count: 2, ...SPOT },
        { action: 'close', type: 'gate', count: 2, ...SPOT },
      ],
    });
    expect(play(state, [{ type: 'close' }]).refusals[0]).toMatchObject({ code: 'already_closed', params: { object: 'gate' } });
    expect(play(state, [{ type: 'open' }, { type: 'open' }]).refusals[0]).toMatchObject({ code: 'already_open', params: { object: 'gate' } });
  });

  it('needs the X mark even with a door in front', () => {
    const state = stateOf({ rows: FIELD, items: [{ type: 'door', position: [2, 1] }] });
    expect(play(state, [{ type: 'open' }]).refusals[0]).toMatchObject({ code: 'not_on_xmark', params: { action: 'open' } });
  });
});
