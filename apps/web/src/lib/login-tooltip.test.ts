import { describe, expect, it } from 'vitest';
import {
  LOGIN_TOOLTIP_KEY,
  markLoginTooltipShown,
  shouldShowLoginTooltip,
} from './login-tooltip.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const broken = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('login tooltip flag', () => {
  it.each([
    ['a new visitor', memoryStorage(), false, true],
    ['a visitor who saw it', memoryStorage({ [LOGIN_TOOLTIP_KEY]: '1' }), false, false],
    ['a signed-in user', memoryStorage(), true, false],
    ['no storage', undefined, false, false],
    ['storage that throws', broken, false, false],
  ])('for %s shows: %s', (_name, storage, signedIn, expected) => {
    expect(shouldShowLoginTooltip(storage, signedIn)).toBe(expected);
  });

  it('shows once: marking it stops the next one, and a throwing storage is tolerated', () => {
    const storage = memoryStorage();
    expect(shouldShowLoginTooltip(storage, false)).toBe(true);
    markLoginTooltipShown(storage);
    expect(shouldShowLoginTooltip(storage, false)).toBe(false);
    expect(() => markLoginTooltipShown(broken)).not.toThrow();
  });
});
