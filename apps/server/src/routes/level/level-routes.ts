import type { FastifyPluginAsync } from 'fastify';
import { getCourseRoute } from './get-course.ts';
import { getLevelDataRoute } from './get-level-data.ts';
import { getLevelGuideRoute } from './get-level-guide.ts';
import { postLevelImportRoute } from './post-level-import.ts';
import { postLevelUpdateRoute } from './post-level-update.ts';

/** The course, level data and progress calls (spec/platform.md §7 Levels and courses). */
export const levelRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getCourseRoute);
  await app.register(getLevelDataRoute);
  await app.register(getLevelGuideRoute);
  await app.register(postLevelUpdateRoute);
  await app.register(postLevelImportRoute);
};
