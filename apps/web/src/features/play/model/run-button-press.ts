import type { RunButtonFace } from './run-gate.ts';

/**
 * What a press of the Run/Stop button does. `clicks` is the click's `detail`: 1 for a single
 * click, 2 and more for the later clicks of a double click, 0 from the keyboard. Run becomes Stop
 * under the pointer at once, so a child's double click on Run was Run then Stop: an attempt spent
 * and nothing seen. A later click of the same multi-click never stops; a fresh click or Enter does.
 */
export function runButtonPress(face: RunButtonFace, clicks: number): 'run' | 'stop' | null {
  if (face === 'run') return 'run';
  if (face === 'stop' && clicks <= 1) return 'stop';
  return null;
}
