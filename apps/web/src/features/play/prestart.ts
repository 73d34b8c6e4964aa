import { startEarlyRead } from '@codehop/api/early-reads';
import { levelDataPath } from './api/level-data-path.ts';
import { sharedRunner } from './run/shared-runner.ts';

/**
 * A second entry of index.html, tiny and first in line: on a play link (`/{lng}/play/...`) it
 * starts Python's worker before React, MUI and the play screen have even downloaded, so that the
 * Pyodide boot overlaps the rest of the page's loading instead of following it. The play screen
 * later picks up the same worker through `sharedRunner()`. It also asks for the level and who is
 * signed in, which the app's own requests then take (`@codehop/api/early-reads`).
 */
export function isPlayPath(pathname: string): boolean {
  return pathname.split('/')[2] === 'play';
}

/**
 * The API reads the play page makes first, as the app will ask for them: who is signed in, the
 * level (`play/{course}/{slug}` or a creator's `play/{course}/{creator}/{slug}`) and the course.
 * A bare `play` (the default level, chosen by the app) starts none but the first.
 */
export function earlyPlayReads(pathname: string): string[] {
  const [lng = 'en', , course, second, third] = pathname
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part));
  const reads = ['/api/auth/whoami'];
  if (!course || !second) return reads;
  const creator = third === undefined ? undefined : second;
  const slug = third ?? second;
  reads.push(levelDataPath(course, slug, creator, lng));
  if (creator === undefined) reads.push(`/api/level/course/${encodeURIComponent(course)}${lng === 'en' ? '' : `?lng=${encodeURIComponent(lng)}`}`);
  return reads;
}

if (typeof location !== 'undefined' && isPlayPath(location.pathname)) {
  sharedRunner();
  for (const path of earlyPlayReads(location.pathname)) startEarlyRead(path);
  // The play route (and the screen and map it preloads) is fetched now, beside the app's
  // shell, rather than once the router has started and asked for it: one round of downloads
  // less before the screen can be drawn.
  import('./play-route.tsx').catch(() => undefined);
}
