import { describe, expect, it } from 'vitest';
import {
  hidesFocus,
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

describe('the login tooltip and the focused element', () => {
  const tooltip = { left: 200, top: 60, right: 390, bottom: 110 };
  it.each([
    ['a level button under it', { left: 300, top: 90, right: 350, bottom: 140 }, true],
    ['a button inside it', { left: 220, top: 70, right: 260, bottom: 100 }, true],
    ['the Sign up button it points at, just above', { left: 300, top: 12, right: 380, bottom: 60 }, false],
    ['a level button beside it', { left: 100, top: 70, right: 200, bottom: 110 }, false],
    ['a button far below', { left: 200, top: 400, right: 390, bottom: 450 }, false],
  ])('steps aside for %s: %s', (_name, focused, expected) => {
    expect(hidesFocus(tooltip, focused)).toBe(expected);
  });

  it('does not step aside when nothing has focus or the tooltip was never measured', () => {
    expect(hidesFocus(tooltip, null)).toBe(false);
    expect(hidesFocus(null, { left: 0, top: 0, right: 10, bottom: 10 })).toBe(false);
  });
});
