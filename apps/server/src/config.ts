import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Codehop <no-reply@codehop.local>'),
  DEV_OUTBOX: z.enum(['0', '1']).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  PADDLE_API_KEY: z.string().optional(),
  PADDLE_WEBHOOK_SECRET: z.string().optional(),
  PADDLE_CLIENT_TOKEN: z.string().optional(),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  LEARNER_CODE_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  VERIFY_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  ADDRESS_ALLOWANCE_CHILDREN: z.coerce.number().int().min(1).max(10_000).default(35),
  SOURCE_MAPS: z.enum(['0', '1']).default('0'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  environment: z.infer<typeof envSchema>['NODE_ENV'];
  webDist: string;
  publicUrl: string | undefined;
  /** SMTP server for the mail sender; unset keeps mail in the outbox (see GET /api/dev/outbox). */
  smtpUrl: string | undefined;
  /** Redis for rate-limit counters shared by every instance; unset keeps them in memory per instance. */
  redisUrl: string | undefined;
  mailFrom: string;
  /** The development outbox page: on outside production, or with DEV_OUTBOX=1. */
  devOutbox: boolean;
  /** Google sign-in; off unless a client id and secret are set. */
  google: GoogleConfig | undefined;
  /** Who takes payments: Paddle Billing when its three keys are set, else the local test checkout. */
  payments: PaymentsConfig;
  /** GET /api/metrics: open outside production, behind a bearer token when one is set, else off. */
  metrics: { enabled: boolean; token: string | undefined };
  /** Warm sandboxed processes that run learners' code on the server (verification, challenges). */
  learnerCodePoolSize: number;
  /** How long a level update waits for the server's verification before answering `pending`. */
  verifyWaitMs: number;
  /** SOURCE_MAPS=1: the build's hidden source maps are served and linked (`SourceMap` header) for developers. */
  sourceMaps: boolean;
  /** How many anonymous children one address (a school behind NAT) may serve in a day (services/address-allowance.ts). */
  addressAllowanceChildren: number;
}

export type PaymentsConfig =
  | { kind: 'local'; webhookSecret?: string }
  | {
      kind: 'paddle';
      apiKey: string;
      webhookSecret: string;
      clientToken: string;
      environment: 'sandbox' | 'production';
    };

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    environment: values.NODE_ENV,
    webDist: path.resolve(values.WEB_DIST),
    sourceMaps: values.SOURCE_MAPS === '1',
    publicUrl: values.PUBLIC_URL,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    mailFrom: values.MAIL_FROM,
    devOutbox:
      values.DEV_OUTBOX === undefined
        ? values.NODE_ENV !== 'production'
        : values.DEV_OUTBOX === '1',
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            issuer: values.GOOGLE_ISSUER,
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    payments:
      values.PADDLE_API_KEY && values.PADDLE_WEBHOOK_SECRET && values.PADDLE_CLIENT_TOKEN
        ? {
            kind: 'paddle',
            apiKey: values.PADDLE_API_KEY,
            webhookSecret: values.PADDLE_WEBHOOK_SECRET,
            clientToken: values.PADDLE_CLIENT_TOKEN,
            environment: values.PADDLE_ENVIRONMENT,
          }
        : { kind: 'local' },
    metrics: {
      enabled: values.METRICS_TOKEN !== undefined || values.NODE_ENV !== 'production',
      token: values.METRICS_TOKEN,
    },
    learnerCodePoolSize: values.LEARNER_CODE_POOL_SIZE,
    verifyWaitMs: values.VERIFY_WAIT_MS,
    addressAllowanceChildren: values.ADDRESS_ALLOWANCE_CHILDREN,
  };
}

export { repoRoot };
