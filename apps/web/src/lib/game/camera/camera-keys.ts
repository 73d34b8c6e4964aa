/**
 * What a key does to the view while the map has the focus: the arrows pan (a screen's arrow
 * moves the view that way on every page, left to right or right to left), + and - zoom like the
 * zoom buttons, 0 or Home brings the view back to the character.
 */
export type MapKeyAction =
  | { readonly kind: 'pan'; readonly dx: -1 | 0 | 1; readonly dy: -1 | 0 | 1 }
  | { readonly kind: 'zoom'; readonly direction: 1 | -1 }
  | { readonly kind: 'follow' };

/** How many tiles one press of an arrow moves the view. */
export const PAN_TILES = 2;

/** The keys as `aria-keyshortcuts` writes them (the + key is spelled Plus there). */
export const MAP_KEYS = 'ArrowUp ArrowDown ArrowLeft ArrowRight Plus - 0 Home';

type KeyFacts = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

export function mapKeyAction(event: KeyFacts): MapKeyAction | null {
  // Ctrl/Cmd with + and - is the browser's own page zoom, Alt+arrows its history: left to them.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: -1 };
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: 1 };
    case 'ArrowLeft':
      return { kind: 'pan', dx: -1, dy: 0 };
    case 'ArrowRight':
      return { kind: 'pan', dx: 1, dy: 0 };
    case '+':
    case '=':
      return { kind: 'zoom', direction: 1 };
    case '-':
    case '_':
      return { kind: 'zoom', direction: -1 };
    case '0':
    case 'Home':
      return { kind: 'follow' };
    default:
      return null;
  }
}
