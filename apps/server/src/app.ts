import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { loadLevel } from '@codehop/content/loader';
import type { CourseId } from '@codehop/content';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { repoRoot } from './config.ts';
import type { Database } from './db/database.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.ts';
import { refuseNulCharacters } from './plugins/refuse-nul-characters.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { getMetricsRoute } from './routes/metrics/get-metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { declareCommonStatuses } from './plugins/declared-statuses.ts';
import { getHealthRoute } from './routes/health/get-health.ts';
import { siteRoutes } from './routes/site/site-routes.ts';
import { postFeedbackRoute } from './routes/feedback/post-feedback.ts';
import { postCancelSubscriptionFeedbackRoute } from './routes/feedback/post-cancel-subscription-feedback.ts';
import { postRefundFeedbackRoute } from './routes/feedback/post-refund-feedback.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { guardImpersonation } from './plugins/impersonation-guard.ts';
import { HttpError } from './plugins/error-handler.ts';
import type { AppServices } from './services/app-services.ts';
import { systemClock } from './services/clock.ts';
import { contentCatalogue } from './services/course-catalogue.ts';
import { googleSignIn } from './services/google-sign-in.ts';
import { createLearnerCode } from './services/learner-code/index.ts';
import { LevelVerifier } from './services/learner-code/level-verifier.ts';
import { CreativeVerifier } from './services/learner-code/creative-verifier.ts';
import { smtpTransport, startMailSender } from './services/mail-sender.ts';
import { rateLimitKey } from './services/rate-limits.ts';
import { registerAddressAllowances } from './services/address-allowance.ts';
import { queueWeeklyDigests, startDigestScheduler } from './services/weekly-digest.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { profileRoutes } from './routes/profile/profile-routes.ts';
import { levelRoutes } from './routes/level/level-routes.ts';
import { challengeRoutes } from './routes/challenge/challenge-routes.ts';
import { creativeRoutes } from './routes/creative/creative-routes.ts';
import { getCreditRoute } from './routes/credit/get-credit.ts';
import { tipRoutes } from './routes/chatgpt/tip-routes.ts';
import { userRoutes } from './routes/user/user-routes.ts';
import { staffRoutes } from './routes/staff/staff-routes.ts';
import { quizRoutes } from './routes/quiz/quiz-routes.ts';
import { guideRoutes } from './routes/guide/guide-routes.ts';
import { recognitionRoutes } from './routes/recognition/recognition-routes.ts';
import { organizationRoutes } from './routes/organization/organization-routes.ts';
import { getDevOutboxRoute } from './routes/dev/get-dev-outbox.ts';
import { paymentRoutes } from './routes/payment/payment-routes.ts';
import { receivePaymentWebhook } from './commands/payments/receive-payment-webhook.ts';
import { createPaymentProvider } from './services/payments/create-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    appVersion: string;
    services: AppServices;
    /** Every route as registered (method and url), for the walk of every route as every role. */
    registeredRoutes: readonly { method: string; url: string }[];
  }
}

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'environment' | 'webDist'> &
    Partial<
      Pick<
        Config,
        'publicUrl' | 'smtpUrl' | 'redisUrl' | 'mailFrom' | 'devOutbox' | 'google' | 'metrics' | 'payments' | 'learnerCodePoolSize' | 'verifyWaitMs' | 'addressAllowanceChildren' | 'sourceMaps'
      >
    > & {
      /** Opens the outbox page to whoever has this key (a production start without SMTP, see main.ts). */
      outboxKey?: string;
      /** How often the mail sender looks at the outbox (default 5 s). */
      mailIntervalMs?: number;
    };
  database: Database;
  /** Replacements for tests: a clock they can move, a catalogue with the levels a rule needs. */
  services?: Partial<Pick<AppServices, 'clock' | 'catalogue' | 'learnerCode'>>;
}

const version = (
  JSON.parse(readFileSync(`${repoRoot}/apps/server/package.json`, 'utf8')) as { version: string }
).version;

/** Builds the whole HTTP app around an open database; tests call it with `inject`. */
export async function buildApp({
  config,
  database,
  services = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(config.environment === 'development'
              ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
              : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    // In-flight requests finish on close; idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // The router's own refusals (414, 400) leave as `{ detail, code }` like every other answer.
    frameworkErrors: answerFrameworkError,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  const registeredRoutes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  declareCommonStatuses(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('appVersion', version);
  const clock = services.clock ?? systemClock;
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const sender = transport
    ? startMailSender({
        db: database.db,
        transport,
        clock,
        from: config.mailFrom ?? 'Codehop <no-reply@codehop.local>',
        intervalMs: config.mailIntervalMs ?? 5000,
        onError: (error) => app.log.error({ err: error }, 'mail round failed'),
      })
    : undefined;
  // One short timeout and one retry: a Redis outage must slow no login for long.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis error'));
  // Tests build many apps and call queueWeeklyDigests themselves; a running server looks every hour.
  const digests =
    config.environment === 'test'
      ? undefined
      : startDigestScheduler(
          async () => {
            const base = (config.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
            const queued = await queueWeeklyDigests(database.db, clock, app.services.catalogue, base);
            if (queued > 0) app.services.wakeMailSender();
          },
          (error) => app.log.error({ err: error }, 'weekly digest round failed'),
        );
  // Learners' code: the pool starts its processes at the first program (main.ts warms it at start).
  const ownLearnerCode = services.learnerCode === undefined;
  const learnerCode =
    services.learnerCode ??
    createLearnerCode({
      size: config.learnerCodePoolSize ?? (config.environment === 'test' ? 1 : 2),
      log: (message, details) => app.log.warn(details ?? {}, message),
    });
  const catalogue = services.catalogue ?? contentCatalogue(loadLevel);
  const levelVerifier = new LevelVerifier(
    database.db,
    clock,
    learnerCode,
    (courseId, slug) => catalogue.loadLevel(courseId as CourseId, slug),
    (message, details) => app.log.warn(details, message),
  );
  const creativeVerifier = new CreativeVerifier(database.db, clock, learnerCode, (message, details) => app.log.warn(details, message));
  app.addHook('onClose', async () => {
    if (ownLearnerCode) learnerCode.close();
    digests?.stop();
    await sender?.stop();
    transport?.close();
    await redis?.quit().catch(() => undefined);
  });
  // The local provider hands its signed events to the same handler Paddle's webhooks reach.
  const payments = createPaymentProvider(config.payments ?? { kind: 'local' }, {
    clock,
    deliver: async (rawBody, signature) => {
      await receivePaymentWebhook(app, rawBody, signature);
    },
  });
  app.decorate('services', {
    payments: payments.provider,
    completeLocalCheckout: payments.completeLocalCheckout,
    clock,
    catalogue,
    google: config.google ? googleSignIn(config.google) : undefined,
    wakeMailSender: () => sender?.wake(),
    publicUrl: config.publicUrl,
    learnerCode,
    levelVerifier,
    creativeVerifier,
    verifyWaitMs: config.verifyWaitMs ?? 3000,
  } satisfies AppServices);

  registerErrorHandling(app);
  refuseNulCharacters(app);
  registerMetrics(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    // With Redis every instance shares the counters; if Redis is down the limits fail open (logged)
    // rather than locking every parent out.
    ...(redis ? { redis, nameSpace: 'codehop-rate-limit-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many attempts. Please try again in ${context.after}.`,
        'rate_limited',
      ),
  });
  registerAuthentication(app);
  guardImpersonation(app);
  registerAddressAllowances(app, config.addressAllowanceChildren ?? 35);
  await registerOpenApi(app, version);

  await app.register(getHealthRoute);
  await app.register(postFeedbackRoute);
  await app.register(postCancelSubscriptionFeedbackRoute);
  await app.register(postRefundFeedbackRoute);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(levelRoutes);
  await app.register(challengeRoutes);
  await app.register(creativeRoutes);
  await app.register(getCreditRoute);
  await app.register(tipRoutes());
  await app.register(userRoutes);
  await app.register(staffRoutes);
  await app.register(paymentRoutes);
  await app.register(quizRoutes);
  await app.register(guideRoutes);
  await app.register(recognitionRoutes);
  await app.register(organizationRoutes);
  if (config.devOutbox ?? config.environment !== 'production') await app.register(getDevOutboxRoute());
  else if (config.outboxKey) await app.register(getDevOutboxRoute(config.outboxKey));
  const metrics = config.metrics ?? {
    enabled: config.environment !== 'production',
    token: undefined,
  };
  if (metrics.enabled) await app.register(getMetricsRoute(metrics.token));

  await app.register(siteRoutes);
  await registerStaticFiles(app, config.webDist, { sourceMaps: config.sourceMaps ?? false });
  return app;
}
