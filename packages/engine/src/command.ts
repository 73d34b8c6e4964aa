/**
 * The commands a learner's program can give, one per function of the `player` module
 * (spec/gameplay.md §1). The runner turns each Python call into one of these; the engine's
 * `step` applies it. Arguments are already type-checked by the runner, so the engine only
 * judges them against the level's rules.
 */
export type Command =
  | { type: 'move_forward'; steps: number }
  | { type: 'turn_left' }
  | { type: 'turn_right' }
  | { type: 'push' }
  | { type: 'speak'; text: string }
  | { type: 'write'; text: string }
  | { type: 'read' }
  | { type: 'question'; text: string }
  | { type: 'display'; text: string }
  | { type: 'build'; structure: string }
  | { type: 'water' }
  | { type: 'collect'; item?: string | Readonly<Record<string, unknown>> }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'place'; what: string | number }
  | { type: 'combine'; recipe: string }
  | { type: 'plant'; dictionary: Readonly<Record<string, unknown>>; key: string };

export type CommandType = Command['type'];

/** Every command type, in the order the Code Book lists them. */
export const COMMAND_TYPES: readonly CommandType[] = [
  'move_forward',
  'turn_left',
  'turn_right',
  'push',
  'speak',
  'write',
  'read',
  'question',
  'display',
  'build',
  'water',
  'collect',
  'open',
  'close',
  'place',
  'combine',
  'plant',
];
