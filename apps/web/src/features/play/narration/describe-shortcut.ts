import { useEffect } from 'react';

/**
 * The key that describes the map, anywhere on the play page (the editor included): Alt+Shift+D.
 * Alt alone would take the browser's address bar (Alt+D) on Windows and Linux; with Shift it is
 * free in Chromium, Firefox, Safari, NVDA, JAWS and VoiceOver's defaults.
 */
export const DESCRIBE_SHORTCUT = { ariaKeyShortcuts: 'Alt+Shift+D', label: 'Alt+Shift+D', code: 'KeyD' } as const;

export function isDescribeShortcut(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === DESCRIBE_SHORTCUT.code;
}

/** Listens for the shortcut while the play page is open. */
export function useDescribeShortcut(describe: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isDescribeShortcut(event)) return;
      event.preventDefault();
      describe();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [describe]);
}
