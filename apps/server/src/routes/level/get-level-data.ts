import {
  errorBodySchema,
  levelDataParamsSchema,
  levelDataQuerySchema,
  levelDataResponseSchema,
} from '@codehop/api';
import { localizeTemplate } from '@codehop/content/loader';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { levelProgress, levelVerifications } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { levelAccess } from '../../policies/level-access.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { classVerdictForLevel } from '../../policies/class-rules.ts';
import { classRefusal } from '../../services/class-refusal.ts';
import { guideImageUrlIfAny } from './guide-image-file.ts';
import { creativeLevelData } from './creative-level-data.ts';

/**
 * GET /api/level/data/{course}/{slug}?user_id&lng: the playable level (texts in `lng` where translated) (never its solution) with the
 * chosen student's saved code and status; 402 for a paid level that was not bought. With `user_id`
 * (its creator) the slug names a creative level instead (creative-level-data.ts).
 */
export const getLevelDataRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/data/:course/:slug',
    {
      schema: {
        tags: ['level'],
        summary: 'A level to play, with the saved code',
        params: levelDataParamsSchema,
        querystring: levelDataQuerySchema,
        response: { 200: levelDataResponseSchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { course, slug } = request.params;
      if (request.query.user_id !== undefined) return creativeLevelData(request, course, slug, request.query.user_id);
      const located = app.services.catalogue.findLevel(course, slug);
      if (!located) throw new HttpError(404, 'Level not found', 'level_not_found');
      const student = await viewedStudent(request, undefined);
      const learner = request.auth ? { user: request.auth.user, student } : null;
      const language = request.query.lng ?? 'en';
      const db = app.database.db;
      // The gates (the class's rules, the payment) and the level's reads run at once, one round
      // trip's wait instead of three in a row; nothing read is answered unless both gates open.
      const [classVerdict, access, level, texts, courseTexts, [saved]] = await Promise.all([
        student ? classVerdictForLevel(db, student.id, located.course, located.chapter.id) : null,
        levelAccess(db, app.services.clock.now(), located.entry.access, learner, course),
        app.services.catalogue.loadLevel(course, slug),
        app.services.catalogue.levelTexts(course, slug, language),
        app.services.catalogue.courseTexts(course, language),
        // The saved progress and, in the same query (one snapshot, one round trip), the claimed
        // completion the server is still checking (or refused), shown as such while not complete.
        student
          ? db
              .select({ progress: levelProgress, claimStatus: levelVerifications.status })
              .from(levelProgress)
              .leftJoin(
                levelVerifications,
                and(
                  eq(levelVerifications.studentId, levelProgress.studentId),
                  eq(levelVerifications.courseId, levelProgress.courseId),
                  eq(levelVerifications.levelSlug, levelProgress.levelSlug),
                ),
              )
              .where(
                and(eq(levelProgress.studentId, student.id), eq(levelProgress.courseId, course), eq(levelProgress.levelSlug, slug)),
              )
              .limit(1)
          : [],
      ]);
      if (classVerdict) {
        throw classRefusal(classVerdict);
      }
      if (access === 'payment_required') {
        throw new HttpError(402, 'This level is part of the full course.', 'payment_required');
      }
      const progress = saved?.progress;
      const claimStatus = progress && progress.status !== 'complete' ? saved.claimStatus : null;
      const verification: 'pending' | 'rejected' | undefined =
        claimStatus === 'pending' ? 'pending' : claimStatus === 'rejected' ? 'rejected' : undefined;
      return {
        ...level,
        ...(verification === undefined ? {} : { verification }),
        // In the reader's language where the level has a translation; English stands in field by field.
        name: texts.name ?? level.name,
        chapter_name: courseTexts.chapters?.[String(level.chapter_id)] ?? level.chapter_name,
        guide: texts.guide ?? level.guide,
        tutorial: texts.tutorial ?? level.tutorial,
        hint: texts.hint ?? level.hint,
        // Its comments too; the code, names and strings stay English.
        codeTemplate: localizeTemplate(level.codeTemplate, texts.comments),
        guideImage: (await guideImageUrlIfAny(course, slug)) ?? level.guideImage ?? null,
        last_code_executed: progress?.lastCodeExecuted ?? null,
        last_status: progress?.status === 'complete' ? 'complete' : progress ? 'in_progress' : 'not_started',
      } as const;
    },
  );
};
