import { sharedRunner } from './run/shared-runner.ts';

/**
 * A second entry of index.html, tiny and first in line: on a play link (`/{lng}/play/...`) it
 * starts Python's worker before React, MUI and the play screen have even downloaded, so that the
 * ~3 s Pyodide boot overlaps the rest of the page's loading instead of following it. The play
 * screen later picks up the same worker through `sharedRunner()`.
 */
export function isPlayPath(pathname: string): boolean {
  return pathname.split('/')[2] === 'play';
}

if (typeof location !== 'undefined' && isPlayPath(location.pathname)) sharedRunner();
