import { errorBodySchema, guideAnswersParamsSchema, guideAnswersQuerySchema, guideAnswersResponseSchema } from '@codehop/api';
import { findQuiz, getCourse } from '@codehop/content';
import { loadLevel, loadLevelPrograms, loadLevelTexts, localizeQuiz } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canSeeGuideAnswers } from '../../policies/guide-answers.ts';

/**
 * GET /api/guide/{course}/{chapter_id}/answers?lng: a chapter's solutions (each level's reference
 * program, explained by its hint) and its quiz's answer key, for the Teacher's Guide. Ours, not
 * the spec's. Teachers and school admins only: a learner would spoil the game with it.
 */
export const getGuideAnswersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guide/:course/:chapter_id/answers',
    {
      schema: {
        tags: ['guide'],
        summary: "A chapter's solutions and quiz answer key (teachers and school admins)",
        params: guideAnswersParamsSchema,
        querystring: guideAnswersQuerySchema,
        response: {
          200: guideAnswersResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!canSeeGuideAnswers(auth)) {
        throw new HttpError(403, "The answers are for teachers and school admins: sign in with a school's teacher account to see them.", 'guide_answers_teachers_only');
      }
      const { course: courseId, chapter_id: chapterId } = request.params;
      const chapter = getCourse(courseId).chapters.find((candidate) => candidate.id === chapterId);
      if (!chapter) throw new HttpError(404, 'This course has no such chapter.', 'chapter_not_found');
      const language = request.query.lng ?? 'en';
      const levels = await Promise.all(
        chapter.levels.map(async (entry) => {
          const [programs, texts] = await Promise.all([loadLevelPrograms(courseId, entry.slug), loadLevelTexts(courseId, entry.slug, language)]);
          // The hint says how the solution goes; English stands in where the language has none.
          const hint = texts.hint ?? (await loadLevel(courseId, entry.slug)).hint;
          return { slug: entry.slug, name: texts.name ?? entry.name, solution: programs.solution.trimEnd(), explanation: hint.trim() };
        }),
      );
      const quiz = findQuiz(courseId, chapterId);
      const localized = quiz ? await localizeQuiz(quiz, language) : null;
      return {
        course_id: courseId,
        chapter_id: chapterId,
        levels,
        quiz: localized && {
          title: localized.title,
          questions: localized.questions.map((question) => {
            const right = question.answers.find((answer) => answer.correct) ?? question.answers[0];
            return { id: question.id, question: question.question, code: question.code ?? null, answer: right?.text ?? '', explanation: right?.explanation ?? '' };
          }),
        },
      };
    },
  );
};

