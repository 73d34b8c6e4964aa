import type { FastifyPluginAsync } from 'fastify';
import { badgeRoutes } from './get-badges.ts';
import { certificateRoutes } from './certificate-routes.ts';

/** Badges and certificates (spec/platform.md §2 recognition; issue 15). */
export const recognitionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(badgeRoutes);
  await app.register(certificateRoutes);
};
