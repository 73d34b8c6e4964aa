import { z } from 'zod';

const rect = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
const frameEntry = z.looseObject({ frame: rect });
const namedEntry = frameEntry.extend({ filename: z.string() });
const hashSchema = z.looseObject({ frames: z.record(z.string(), frameEntry) });
const arraySchema = z.looseObject({ frames: z.array(namedEntry) });
const multiSchema = z.looseObject({ textures: z.array(z.looseObject({ frames: z.array(namedEntry) })) });

export type Frames = ReadonlyMap<string, z.output<typeof rect>>;

/** Reads the three JSON shapes a Phaser atlas may come in into one frame table. */
export function atlasFrames(json: unknown): Frames {
  const frames = new Map<string, z.output<typeof rect>>();
  const multi = multiSchema.safeParse(json);
  const list = arraySchema.safeParse(json);
  const hash = hashSchema.safeParse(json);
  if (multi.success) {
    for (const texture of multi.data.textures) for (const entry of texture.frames) frames.set(entry.filename, entry.frame);
  } else if (list.success) {
    for (const entry of list.data.frames) frames.set(entry.filename, entry.frame);
  } else if (hash.success) {
    for (const [name, entry] of Object.entries(hash.data.frames)) frames.set(name, entry.frame);
  }
  return frames;
}

