import type { CommandType } from '@codehop/engine';

/**
 * Commands cross from Python to JavaScript as small integers: converting a string on every call
 * costs about half the bridge's speed. The order here is the wire format between the player
 * module and the bridge, nothing else.
 */
export const OPCODES = [
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
] as const satisfies readonly CommandType[];

export function opcode(type: (typeof OPCODES)[number]): number {
  return OPCODES.indexOf(type);
}
