import type { GameEvent } from '@codehop/engine';

/** A game event as the engine emitted it, stamped with the learner's line (0 for `level-completed`). */
export type RunnerEvent = GameEvent & { readonly line: number };
