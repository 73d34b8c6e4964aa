import { describe, expect, it } from 'vitest';
import { readAnonymousRuns, readAssistantSwitch, writeAnonymousRuns, writeAssistantSwitch } from './browser-flags.ts';
import { memoryStorage } from '../../../lib/memory-storage.test-support.ts';

describe('browser flags', () => {
  it('keeps the anonymous counter and forgets it at 0', () => {
    const storage = memoryStorage();
    expect(readAnonymousRuns(storage)).toBe(0);
    writeAnonymousRuns(storage, 3);
    expect(readAnonymousRuns(storage)).toBe(3);
    writeAnonymousRuns(storage, 0);
    expect(storage.length).toBe(0);
  });

  it('reads garbage and missing storage as 0', () => {
    const storage = memoryStorage();
    storage.setItem('codehop.play.anonymousRuns', '-2');
    expect(readAnonymousRuns(storage)).toBe(0);
    expect(readAnonymousRuns(undefined)).toBe(0);
  });

  it('has the assistant on by default and remembers off', () => {
    const storage = memoryStorage();
    expect(readAssistantSwitch(storage)).toBe(true);
    writeAssistantSwitch(storage, false);
    expect(readAssistantSwitch(storage)).toBe(false);
    writeAssistantSwitch(storage, true);
    expect(readAssistantSwitch(storage)).toBe(true);
  });
});
