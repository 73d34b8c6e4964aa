import { describe, expect, it } from 'vitest';
import { levelCommands } from './level-commands.ts';

const carrot = { type: 'carrot', action: 'collect', position: [4, 3] as const };

describe('levelCommands', () => {
  it('offers walking, turning and what the items and goals are done with', () => {
    const level = { items: [carrot], levelGoals: [{ action: 'collect', type: 'carrot', count: 1, score: 0 }] } as never;
    expect(levelCommands(level, [])).toEqual(['move_forward', 'turn_left', 'turn_right', 'collect']);
  });

  it('adds the commands the template or the guide writes out, and ignores words that only look alike', () => {
    const level = { items: [], levelGoals: [] } as never;
    expect(levelCommands(level, ['from player import *\n\nspeak("Hi")', null, 'Use `open()` on the gate. Then close it.'])).toEqual([
      'move_forward',
      'turn_left',
      'turn_right',
      'speak',
      'open',
    ]);
  });

  it('knows nothing of scenery, or of goals that only check a variable', () => {
    const level = { items: [{ ...carrot, action: 'none' }], levelGoals: [{ action: 'assign', type: '', variable: 'x', score: 0 }] } as never;
    expect(levelCommands(level, [])).toEqual(['move_forward', 'turn_left', 'turn_right']);
  });
});
