import { NORMAL_TILE_MS, TIMING } from './scene-constants.ts';

/** A game event from the runner: the engine's event plus the learner's line. */
export interface PlayEvent {
  readonly type: string;
  readonly line?: number;
  readonly [key: string]: unknown;
}

/** How long an event holds the stage, in ms, at a given tile duration. */
export function eventDuration(event: PlayEvent, tileMs: number): number {
  switch (event.type) {
    case 'moved': {
      const from = event.from as readonly [number, number] | undefined;
      const to = event.to as readonly [number, number] | undefined;
      const tiles = from && to ? Math.max(1, Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1])) : 1;
      return tiles * tileMs;
    }
    case 'turned':
      return tileMs * 0.6;
    case 'bumped':
      // The short block of gameplay §4, scaled with the speed like every other wait.
      return Math.max(tileMs, TIMING.bumpBlockMs * (tileMs / NORMAL_TILE_MS));
    case 'pushed':
    case 'collected':
    case 'built':
    case 'opened':
    case 'closed':
    case 'watered':
    case 'placed':
    case 'planted':
    case 'combined':
      return tileMs;
    case 'spoke':
      return tileMs * 2;
    default:
      return 0;
  }
}
