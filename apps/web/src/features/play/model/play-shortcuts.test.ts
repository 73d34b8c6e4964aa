import { describe, expect, it } from 'vitest';
import { playShortcut } from './play-shortcuts.ts';

const press = (code: string, mods: Partial<Record<'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey', boolean>> = { altKey: true, shiftKey: true }) => ({
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
  code,
});

describe('playShortcut', () => {
  it('reads Alt+Shift+1, 2, 3 as the three speeds, on the digit row or the keypad', () => {
    expect(playShortcut(press('Digit1'))).toEqual({ kind: 'speed', speed: 'normal' });
    expect(playShortcut(press('Digit2'))).toEqual({ kind: 'speed', speed: 'fast' });
    expect(playShortcut(press('Numpad3'))).toEqual({ kind: 'speed', speed: 'turbo' });
    expect(playShortcut(press('Digit4'))).toBeNull();
  });

  it('reads Alt+Shift+S as Stop', () => {
    expect(playShortcut(press('KeyS'))).toEqual({ kind: 'stop' });
  });

  it('leaves the editor its keys: plain, Shift, Alt, AltGr (Ctrl+Alt) and Ctrl presses mean nothing', () => {
    expect(playShortcut(press('Digit1', {}))).toBeNull();
    expect(playShortcut(press('Digit1', { shiftKey: true }))).toBeNull();
    expect(playShortcut(press('Digit1', { altKey: true }))).toBeNull();
    expect(playShortcut(press('KeyS', { altKey: true, ctrlKey: true }))).toBeNull();
    expect(playShortcut(press('KeyS', { altKey: true, shiftKey: true, ctrlKey: true }))).toBeNull();
    expect(playShortcut(press('KeyS', { altKey: true, shiftKey: true, metaKey: true }))).toBeNull();
  });
});
