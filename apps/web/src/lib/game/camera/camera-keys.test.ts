import { describe, expect, it } from 'vitest';
import { mapKeyAction } from './camera-keys.ts';

const key = (name: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({ key: name, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('mapKeyAction', () => {
  it('pans with the four arrows', () => {
    expect(mapKeyAction(key('ArrowUp'))).toEqual({ kind: 'pan', dx: 0, dy: -1 });
    expect(mapKeyAction(key('ArrowDown'))).toEqual({ kind: 'pan', dx: 0, dy: 1 });
    expect(mapKeyAction(key('ArrowLeft'))).toEqual({ kind: 'pan', dx: -1, dy: 0 });
    expect(mapKeyAction(key('ArrowRight'))).toEqual({ kind: 'pan', dx: 1, dy: 0 });
  });

  it('zooms with + and - (also = and _, the same keys without or with Shift)', () => {
    for (const name of ['+', '=']) expect(mapKeyAction(key(name))).toEqual({ kind: 'zoom', direction: 1 });
    for (const name of ['-', '_']) expect(mapKeyAction(key(name))).toEqual({ kind: 'zoom', direction: -1 });
  });

  it('follows the character again with 0 or Home', () => {
    expect(mapKeyAction(key('0'))).toEqual({ kind: 'follow' });
    expect(mapKeyAction(key('Home'))).toEqual({ kind: 'follow' });
  });

  it("leaves the browser's own keys alone and ignores the rest", () => {
    expect(mapKeyAction(key('+', { ctrlKey: true }))).toBeNull();
    expect(mapKeyAction(key('-', { metaKey: true }))).toBeNull();
    expect(mapKeyAction(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(mapKeyAction(key('Tab'))).toBeNull();
    expect(mapKeyAction(key('a'))).toBeNull();
  });
});
