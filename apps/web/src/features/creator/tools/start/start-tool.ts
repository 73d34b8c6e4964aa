import type { Cell } from '../../model/creator-model.ts';
import type { ToolContext } from '../tool-context.ts';

/** "Set player start": the next click on an open cell moves the start there (gameplay §4). */
export function clickStart(tile: Cell, context: ToolContext): void {
  if (context.collisions.blocked(tile)) {
    context.refuse('messages.startBlocked');
    return;
  }
  context.setStart(tile);
  context.cancelPlacement();
  context.tourEvent('player-start-set');
}
