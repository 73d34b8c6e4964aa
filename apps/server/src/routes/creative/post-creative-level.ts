import {
  creativeCreateQuerySchema,
  creativeLevelCreateRequestSchema,
  creativeLevelSchema,
  errorBodySchema,
} from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCreativeLevel } from '../../presenters/creative-level.ts';
import { createCreativeLevel } from './create-creative-level.ts';

/**
 * POST /api/level/creative?force_create: the same create; with force_create=true a taken slug gets
 * a fresh 10-character suffix instead of answering 409 (the level keeps its readable part).
 */
export const postCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/creative',
    {
      schema: {
        tags: ['creative'],
        summary: 'Create a creative level, optionally renaming a taken slug',
        querystring: creativeCreateQuerySchema,
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
      const level = await createCreativeLevel(request, request.body, request.query.force_create);
      return reply.status(201).send(presentCreativeLevel(level));
    },
  );
};
