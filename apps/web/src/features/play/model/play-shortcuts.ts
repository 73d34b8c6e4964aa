import { SPEED_ORDER, type GameSpeed } from './speed.ts';

/**
 * The play page's keys for speed and Stop. Alt+Shift with a digit or S: the editor binds none of
 * them (CodeMirror's Alt+Shift keys are arrows and A), a browser keeps Alt+digit (not
 * Alt+Shift+digit) for its tabs, and AltGr (Ctrl+Alt), with which many keyboards type brackets,
 * stays free. The physical key counts, so a keyboard whose digits need Shift works the same.
 */
export type PlayShortcut = { readonly kind: 'speed'; readonly speed: GameSpeed } | { readonly kind: 'stop' };

/** How the keys are written for `aria-keyshortcuts` (and, with the words, in tooltips). */
export const SPEED_KEYS: Readonly<Record<GameSpeed, string>> = { normal: 'Alt+Shift+1', fast: 'Alt+Shift+2', turbo: 'Alt+Shift+3' };
export const STOP_KEYS = 'Alt+Shift+S';

type KeyFacts = Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>;

/** The shortcut a key press means, or null. */
export function playShortcut(event: KeyFacts): PlayShortcut | null {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  if (event.code === 'KeyS') return { kind: 'stop' };
  const digit = /^(?:Digit|Numpad)([1-3])$/.exec(event.code);
  const speed = digit ? SPEED_ORDER[Number(digit[1]) - 1] : undefined;
  return speed ? { kind: 'speed', speed } : null;
}
