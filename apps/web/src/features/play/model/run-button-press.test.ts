import { describe, expect, it } from 'vitest';
import { runButtonPress } from './run-button-press.ts';

describe('runButtonPress', () => {
  it('a double click on Run runs once: its second click, on the button now saying Stop, does nothing', () => {
    expect(runButtonPress('run', 1)).toBe('run');
    expect(runButtonPress('stop', 2)).toBeNull();
    expect(runButtonPress('stop', 3)).toBeNull();
  });

  it('a click of its own, or Enter or Space (detail 0), stops', () => {
    expect(runButtonPress('stop', 1)).toBe('stop');
    expect(runButtonPress('stop', 0)).toBe('stop');
  });

  it('does nothing while stopping', () => {
    expect(runButtonPress('stopping', 1)).toBeNull();
  });
});
