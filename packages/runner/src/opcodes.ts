import { COMMAND_TYPES, type CommandType } from '@codehop/engine';

/**
 * Commands cross from Python to JavaScript as small integers: converting a string on every call
 * costs about half the bridge's speed. A command's opcode is its index in the engine's
 * COMMAND_TYPES; the player module and the bridge are generated from the same list.
 */
export const OPCODES: readonly CommandType[] = COMMAND_TYPES;

export function opcode(type: CommandType): number {
  return OPCODES.indexOf(type);
}
