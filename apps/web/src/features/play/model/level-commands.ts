import type { Level } from '@codehop/engine';
import { COMMAND_DOCS } from './commands.ts';

/** Every level walks and turns. */
const ALWAYS = new Set(['move_forward', 'turn_left', 'turn_right']);

/**
 * The commands a level asks for, in the Code Book's order: walking and turning, what its items
 * and goals are done with (a carrot to collect, a farmer to speak to), and every command its
 * code template or guide writes out. The code keyboard offers these and no others.
 */
export function levelCommands(level: Pick<Level, 'items' | 'levelGoals'>, texts: readonly (string | null | undefined)[]): readonly string[] {
  const wanted = new Set(ALWAYS);
  for (const thing of [...level.items, ...level.levelGoals]) wanted.add(thing.action);
  const written = texts.filter((text) => text).join('\n');
  for (const doc of COMMAND_DOCS) if (new RegExp(`\\b${doc.name}\\(`).test(written)) wanted.add(doc.name);
  return COMMAND_DOCS.map((doc) => doc.name).filter((name) => wanted.has(name));
}
