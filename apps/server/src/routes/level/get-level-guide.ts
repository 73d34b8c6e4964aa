import { readFile } from 'node:fs/promises';
import { errorBodySchema, levelGuideParamsSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/error-handler.ts';
import { fileResponse } from '../../plugins/response-shapes.ts';
import { guideImageFile } from './guide-image-file.ts';

/** Cached like the rest of the game art under /assets/: pictures change only with a release. */
const ONE_DAY = 'public, max-age=86400';

/**
 * GET /api/level/guide/{course}/{slug}.png: the picture shown under a level's guide. Open to
 * everyone, like the game art (it teaches, it unlocks nothing); 404 when the level has none.
 */
export const getLevelGuideRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/guide/:course/:slug.png',
    {
      schema: {
        tags: ['level'],
        summary: "A level's guide picture (PNG)",
        params: levelGuideParamsSchema,
        response: { 200: fileResponse('image/png', "The level's guide picture"), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { course, slug } = request.params;
      const notFound = new HttpError(404, 'This level has no picture', 'guide_image_not_found');
      if (!app.services.catalogue.findLevel(course, slug)) throw notFound;
      let picture: Buffer;
      try {
        picture = await readFile(guideImageFile(course, slug));
      } catch {
        throw notFound;
      }
      return reply.type('image/png').header('cache-control', ONE_DAY).send(picture);
    },
  );
};
