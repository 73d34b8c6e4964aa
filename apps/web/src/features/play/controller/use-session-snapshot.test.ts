import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../run/session-types.ts';
import { isStartUpChange } from './use-session-snapshot.ts';

const before = {
  runner: 'booting',
  running: false,
  initiated: false,
  stopping: false,
  executedOnce: false,
  line: null,
  errorLine: null,
  popup: null,
  dialog: null,
  goals: [],
  speed: 'normal',
  sceneReady: false,
  completed: false,
  stdout: '',
  walking: false,
  outcome: null,
  runsFinished: 0,
  guardianWithoutStudent: false,
} as unknown as SessionSnapshot;

describe('isStartUpChange', () => {
  it('is Python or the map getting ready, together or alone', () => {
    expect(isStartUpChange(before, { ...before, runner: 'ready' } as SessionSnapshot)).toBe(true);
    expect(isStartUpChange(before, { ...before, sceneReady: true })).toBe(true);
    expect(isStartUpChange(before, { ...before, runner: 'ready', sceneReady: true } as SessionSnapshot)).toBe(true);
  });

  it('is not anything a run or the child changes, even beside a readiness change', () => {
    expect(isStartUpChange(before, { ...before, running: true })).toBe(false);
    expect(isStartUpChange(before, { ...before, line: 3 })).toBe(false);
    expect(isStartUpChange(before, { ...before, stopping: true, sceneReady: true })).toBe(false);
    expect(isStartUpChange(before, { ...before, guardianWithoutStudent: true })).toBe(false);
  });
});
