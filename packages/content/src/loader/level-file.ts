import { z } from 'zod';

/**
 * level.json: the engine's level fields except the map (map.json sits beside it, as Tiled writes
 * it) plus the level's own metadata. Name and access come from the course list, not from here.
 */
export const levelFileSchema = z.looseObject({
  guideImage: z.string().optional(),
  /** The guide is replaced by the "not ready" notice (gameplay §2) while this is true. */
  notReady: z.boolean().optional(),
});
