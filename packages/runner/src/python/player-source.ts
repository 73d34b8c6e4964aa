import { COMMAND_TYPES, type CommandType } from '@codehop/engine';
import { opcode } from '../opcodes.ts';
import { PLAYER_PY } from './python-files.generated.ts';

/** `OPCODE_MOVE_FORWARD` and its kind, as written in player.py. */
const OPCODE_NAME = /\bOPCODE_([A-Z_]+)\b/g;

/**
 * The `player` module the learner imports (`from player import *`; its source is `player.py`
 * beside this file), with each `OPCODE_<COMMAND>` name replaced by the command's number.
 */
export const PLAYER_SOURCE = PLAYER_PY.replace(OPCODE_NAME, (_name, command: string) => {
  const type = command.toLowerCase();
  if (!(COMMAND_TYPES as readonly string[]).includes(type)) throw new Error(`player.py names an unknown command: ${command}`);
  return String(opcode(type as CommandType));
});
