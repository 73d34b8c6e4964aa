import {
  challengeTipRequestSchema,
  errorBodySchema,
  levelTipRequestSchema,
  TIP_FAILED,
  tipSchema,
  type TipResponse,
} from '@codehop/api';
import { COURSE_IDS, type CourseId } from '@codehop/content';
import { challengeTip } from '@codehop/coach';
import { loadChallengePrograms, loadLevelPrograms } from '@codehop/content/loader';
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeAttempt, refundAttempt } from '../../commands/attempts.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { assistantRefusal } from '../../policies/assistant-access.ts';
import { attemptSubject, dailyAttemptLimit, type Player } from '../../policies/attempt-limits.ts';
import { levelAccess } from '../../policies/level-access.ts';
import { tipSpendsCredit } from '../../policies/tip-allowance.ts';
import { utcDay } from '../../services/clock.ts';
import { resolvePlayer } from '../../services/player.ts';
import { askTipModel, tipModelFromEnv, type TipModelConfig } from '../../services/tip-model.ts';
import { wordsTip } from './tip-words.ts';

const TIP_RESPONSES = { 200: tipSchema, 403: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema };

type AssistantType = 'level_assistant' | 'challenge_assistant';

/**
 * Spends one assistant credit (one conditional upsert: safe under concurrency), or 403 with the
 * spec's variant; then works out the tip. When no tip comes out of it (the pool answers busy, a
 * process dies, the challenge is unknown), the credit is given back: a child never loses a tip
 * they did not get, nor one that told nothing new (`spends`). The refund names the day the credit
 * was spent on, even past midnight.
 */
async function withAssistantCredit<T>(
  app: FastifyInstance,
  player: Player,
  type: AssistantType,
  work: () => Promise<T>,
  spends: (result: T) => boolean = () => true,
): Promise<T> {
  const db = app.database.db;
  const subject = attemptSubject(player);
  const day = utcDay(app.services.clock.now());
  const limit = await dailyAttemptLimit(db, app.services.clock.now(), player, type);
  const spent = await consumeAttempt(db, subject, type, day, limit);
  if (!spent.allowed) {
    const refusal = assistantRefusal(player);
    throw new HttpError(403, refusal.detail, refusal.code);
  }
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await refundAttempt(db, subject, type, day);
    throw error;
  }
  // A tip that tells nothing new (policies/tip-allowance.ts) gives its credit back.
  if (!spends(result)) await refundAttempt(db, subject, type, day);
  return result;
}

function failed(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new HttpError(503, TIP_FAILED, 'tip_failed');
}

function language(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  return (typeof header === 'string' ? header.split(',')[0]?.trim() : undefined) || 'en';
}

/**
 * The assistant (issue 16; spec/gameplay.md §7): POST /api/chatgpt/generate-tip,
 * generate-tip-level-async and generate-tip-challenge-async. Tips come from the coach, worked out
 * in the learner-code pool (the learner's code never runs in this process), reworded by a language
 * model when one is configured; each spends an assistant credit.
 */
export function tipRoutes(modelConfig: () => TipModelConfig | null = () => tipModelFromEnv(process.env)): FastifyPluginAsyncZod {
  return async (app) => {
    const levelTip = async (request: FastifyRequest, reply: FastifyReply, body: ReturnType<typeof levelTipRequestSchema.parse>): Promise<TipResponse> => {
      const courseId = body.course_name as CourseId;
      const located = (COURSE_IDS as readonly string[]).includes(body.course_name) ? app.services.catalogue.findLevel(courseId, body.slug) : undefined;
      if (!located) throw new HttpError(422, `There is no level ${body.slug} in the course ${body.course_name}.`, 'level_not_found');
      const player = await resolvePlayer(request, reply);
      const learner = player.kind === 'student' ? { user: player.user, student: player.student } : null;
      if ((await levelAccess(app.database.db, app.services.clock.now(), located.entry.access, learner, courseId)) !== 'allowed') {
        throw new HttpError(403, 'This level is part of the full course.', 'payment_required');
      }
      return withAssistantCredit(app, player, 'level_assistant', () => levelTipFor(request, courseId, body), tipSpendsCredit);
    };

    const levelTipFor = async (request: FastifyRequest, courseId: CourseId, body: ReturnType<typeof levelTipRequestSchema.parse>): Promise<TipResponse> => {
      try {
        const level = await app.services.catalogue.loadLevel(courseId, body.slug);
        const solution = await loadLevelPrograms(courseId, body.slug).then((programs) => programs.solution, () => null);
        const coach = await app.services.learnerCode.tipLevel({ level, code: body.last_prompt, solution });
        const model = modelConfig();
        if (model === null || coach.text_key === 'coach.done') return coach;
        const worded = await askTipModel(model, {
          goals: level.levelGoals.map((goal) => JSON.stringify(goal)),
          code: body.last_prompt,
          error: body.error_message ?? null,
          coach,
          language: language(request),
        });
        if (worded === null) return coach;
        // The model brings the words; the code stays the coach's, which was run and checked.
        return {
          ...coach,
          text: worded.text,
          text_key: undefined,
          text_params: undefined,
          source: 'model',
        };
      } catch (error) {
        request.log.warn({ err: error }, 'level tip failed');
        return failed(error);
      }
    };

    for (const url of ['/api/chatgpt/generate-tip', '/api/chatgpt/generate-tip-level-async']) {
      app.post(
        url,
        { config: { addressAllowance: 'tips' }, schema: { tags: ['assistant'], summary: 'A tip for a level program', body: levelTipRequestSchema, response: TIP_RESPONSES } },
        async (request, reply) => levelTip(request, reply, request.body),
      );
    }

    const challengeTipFor = async (request: FastifyRequest, body: ReturnType<typeof challengeTipRequestSchema.parse>): Promise<TipResponse> => {
      try {
        if (body.slug) {
          const outcome = await app.services.learnerCode.runChallenge({ slug: body.slug, code: body.last_prompt });
          // The reference stays on the server: it tells which line of the child's code leaves it.
          const solution = await loadChallengePrograms(body.slug).then((programs) => programs.solution || null, () => null);
          return challengeTip({ code: body.last_prompt, solution, verdict: outcome, rung: body.rung ?? 0 });
        }
        if (body.error_message) return wordsTip('coach.challengeError', { message: body.error_message });
        return wordsTip('coach.runAgain');
      } catch (error) {
        if (error instanceof Error && error.name === 'UnknownChallengeError') {
          throw new HttpError(422, error.message, 'challenge_not_found');
        }
        request.log.warn({ err: error }, 'challenge tip failed');
        return failed(error);
      }
    };

    app.post(
      '/api/chatgpt/generate-tip-challenge-async',
      { config: { addressAllowance: 'tips' }, schema: { tags: ['assistant'], summary: 'A tip for a challenge program', body: challengeTipRequestSchema, response: TIP_RESPONSES } },
      async (request, reply) =>
        withAssistantCredit(app, await resolvePlayer(request, reply), 'challenge_assistant', () => challengeTipFor(request, request.body)),
    );
  };
}
