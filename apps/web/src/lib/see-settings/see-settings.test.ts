import { describe, expect, it } from 'vitest';
import { DEFAULT_SEE_SETTINGS, motionReduced, parseSeeSettings, readSeeSettings, writeSeeSettings } from './see-settings.ts';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('see settings', () => {
  it('are kept for each player: two children on one computer keep their own', () => {
    const storage = new MemoryStorage();
    writeSeeSettings(storage, 'student:7', { ...DEFAULT_SEE_SETTINGS, highContrast: true, narration: 'goals' });
    writeSeeSettings(storage, 'student:8', { ...DEFAULT_SEE_SETTINGS, readingFont: true });
    expect(readSeeSettings(storage, 'student:7')).toEqual({ ...DEFAULT_SEE_SETTINGS, highContrast: true, narration: 'goals' });
    expect(readSeeSettings(storage, 'student:8')).toEqual({ ...DEFAULT_SEE_SETTINGS, readingFont: true });
    expect(readSeeSettings(storage, 'anonymous')).toEqual(DEFAULT_SEE_SETTINGS);
  });

  it('read whatever was stored safely: broken or unknown parts take their defaults', () => {
    expect(parseSeeSettings('not json')).toEqual(DEFAULT_SEE_SETTINGS);
    expect(parseSeeSettings('null')).toEqual(DEFAULT_SEE_SETTINGS);
    expect(parseSeeSettings('{"narration":"loud","largeCode":"yes","reducedMotion":false}')).toEqual({ ...DEFAULT_SEE_SETTINGS, reducedMotion: false });
  });

  it('survive a browser that keeps nothing', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(readSeeSettings(broken, 'anonymous')).toEqual(DEFAULT_SEE_SETTINGS);
    expect(() => writeSeeSettings(broken, 'anonymous', DEFAULT_SEE_SETTINGS)).not.toThrow();
  });

  it('follow the system for motion until the child chooses', () => {
    expect(motionReduced(DEFAULT_SEE_SETTINGS, true)).toBe(true);
    expect(motionReduced(DEFAULT_SEE_SETTINGS, false)).toBe(false);
    expect(motionReduced({ ...DEFAULT_SEE_SETTINGS, reducedMotion: false }, true)).toBe(false);
    expect(motionReduced({ ...DEFAULT_SEE_SETTINGS, reducedMotion: true }, false)).toBe(true);
  });
});
