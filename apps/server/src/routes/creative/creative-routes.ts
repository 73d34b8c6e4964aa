import type { FastifyPluginAsync } from 'fastify';
import { deleteCreativeLevelRoute } from './delete-creative-level.ts';
import { favoriteCreativeLevelRoute } from './favorite-creative-level.ts';
import { getCreativeListsRoute } from './get-creative-lists.ts';
import { getCreatorStatsRoute } from './get-creator-stats.ts';
import { getSchoolReviewRoute } from './get-school-review.ts';
import { moderateCreativeLevelRoute } from './moderate-creative-level.ts';
import { postCreativeRunRoute } from './post-creative-run.ts';
import { getCheckSlugRoute } from './get-check-slug.ts';
import { getCreativeLevelRoute } from './get-creative-level.ts';
import { postCreativeLevelCreateRoute } from './post-creative-level-create.ts';
import { postCreativeLevelRoute } from './post-creative-level.ts';
import { putCreativeLevelRoute } from './put-creative-level.ts';

/** The level creator's calls on one level (spec/gameplay.md §7 "Creative levels"); with lists, favourites, runs, stats and moderation. */
export const creativeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(postCreativeLevelCreateRoute);
  await app.register(postCreativeLevelRoute);
  await app.register(getCreativeLevelRoute);
  await app.register(putCreativeLevelRoute);
  await app.register(deleteCreativeLevelRoute);
  await app.register(getCheckSlugRoute);
  await app.register(getCreativeListsRoute);
  await app.register(getCreatorStatsRoute);
  await app.register(getSchoolReviewRoute);
  await app.register(favoriteCreativeLevelRoute);
  await app.register(postCreativeRunRoute);
  await app.register(moderateCreativeLevelRoute);
};
