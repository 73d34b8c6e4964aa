import { step, type Command, type GameEvent, type GameState } from '@codehop/engine';

/** A game event as the runner reports it: with the learner's line. */
export type LineEvent = GameEvent & { readonly line?: number };

/** The command that produced a primary event, or null for events that follow from another (scores, changes). */
function commandOf(event: GameEvent): Command | null {
  switch (event.type) {
    case 'moved':
      return { type: 'move_forward', steps: 1 };
    case 'turned':
      return event.turn === 'left' ? { type: 'turn_left' } : { type: 'turn_right' };
    case 'pushed':
      return { type: 'push' };
    case 'collected':
      return { type: 'collect' };
    case 'built':
      return { type: 'build', structure: event.itemType };
    case 'opened':
      return { type: 'open' };
    case 'closed':
      return { type: 'close' };
    case 'watered':
      return { type: 'water' };
    case 'placed':
      return { type: 'place', what: event.amount };
    case 'planted':
      return { type: 'plant', dictionary: { [event.itemType]: event.amount }, key: event.itemType };
    case 'combined':
      return { type: 'combine', recipe: event.recipe };
    case 'spoke':
      return { type: 'speak', text: event.text };
    case 'wrote':
      return { type: 'write', text: event.text };
    case 'read':
      return { type: 'read' };
    case 'asked':
      return { type: 'question', text: event.text };
    case 'displayed':
      return { type: 'display', text: event.text };
    default:
      return null;
  }
}

/** Alternatives when the first guess of a command did not reproduce the event. */
function alternativesOf(event: GameEvent): Command[] {
  if (event.type === 'collected') return [{ type: 'collect', item: event.itemType }];
  if (event.type === 'placed') return [{ type: 'place', what: event.itemType }];
  return [];
}

/**
 * Rebuilds the engine's state at the end of a run (or where `until` says to stop) by replaying, with
 * the engine itself, the commands the run's events tell. Null when the events cannot be reproduced
 * (the coach then gives the tips that need no state).
 */
export function replay(start: GameState, events: readonly LineEvent[], until?: (event: LineEvent) => boolean): GameState | null {
  let state = start;
  let index = 0;
  while (index < events.length) {
    const event = events[index];
    if (!event) break;
    if (until?.(event)) break;
    const command = commandOf(event);
    if (command === null) {
      index += 1;
      continue;
    }
    let produced: readonly GameEvent[] | null = null;
    for (const candidate of [command, ...alternativesOf(event)]) {
      const result = step(state, candidate);
      if (result.refusal === undefined && result.events[0]?.type === event.type) {
        state = result.state;
        produced = result.events;
        break;
      }
    }
    if (produced === null) return null;
    // Skip the events this command produced itself (its scores and changes), matched by type.
    let skipped = 0;
    for (const own of produced) {
      if (events[index + skipped]?.type === own.type) skipped += 1;
      else break;
    }
    index += Math.max(1, skipped);
  }
  return state;
}
