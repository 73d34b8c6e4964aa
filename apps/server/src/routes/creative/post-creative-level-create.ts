import {
  creativeLevelCreateRequestSchema,
  creativeLevelSchema,
  errorBodySchema,
} from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCreativeLevel } from '../../presenters/creative-level.ts';
import { createCreativeLevel } from './create-creative-level.ts';

/** POST /api/level/creative/create: the creator's first save; a slug the creator already uses answers 409. */
export const postCreativeLevelCreateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/creative/create',
    {
      schema: {
        tags: ['creative'],
        summary: 'Create a creative level (answers its level_slug)',
        body: creativeLevelCreateRequestSchema,
        response: {
          201: creativeLevelSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const level = await createCreativeLevel(request, request.body, false);
      return reply.status(201).send(presentCreativeLevel(level));
    },
  );
};
