import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { repoRoot } from './config.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { getHealthRoute } from './routes/health/get-health.ts';
import { postFeedbackRoute } from './routes/feedback/post-feedback.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    appVersion: string;
  }
}

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'environment' | 'webDist'>;
  database: Database;
}

const version = (JSON.parse(readFileSync(`${repoRoot}/apps/server/package.json`, 'utf8')) as { version: string })
  .version;

/** Builds the whole HTTP app around an open database; tests call it with `inject`. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
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
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('appVersion', version);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app, version);

  await app.register(getHealthRoute);
  await app.register(postFeedbackRoute);

  await registerStaticFiles(app, config.webDist);
  return app;
}
