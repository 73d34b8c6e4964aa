import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { testDatabaseKinds, type TestDatabase } from './test-database.ts';
import { assertAllDeclared, recordAnswers } from './contract-check.ts';

export interface TestAppContext {
  /** The whole app, built once per database kind for the describe block. */
  readonly app: FastifyInstance;
  readonly testDatabase: TestDatabase;
}

/**
 * Runs a block of tests against the whole app on its own clean copy of the migrated database: on
 * PGlite, and again on PostgreSQL (when TEST_DATABASE_URL is set) where `alsoOnPostgres` says why
 * the file's rules could come out differently on a server (see testDatabaseKinds).
 */
export function describeWithApp(
  title: string,
  body: (context: TestAppContext) => void,
  options: {
    webDist?: string;
    config?: Partial<AppOptions['config']> | (() => Partial<AppOptions['config']>);
    services?: AppOptions['services'] | (() => AppOptions['services']);
    alsoOnPostgres?: string;
  } = {},
): void {
  for (const kind of testDatabaseKinds(options.alsoOnPostgres)) {
    describe(`${title} [${kind.name}]`, () => {
      let app: FastifyInstance | undefined;
      let testDatabase: TestDatabase | undefined;
      let recorder: ReturnType<typeof recordAnswers> | undefined;
      beforeAll(async () => {
        testDatabase = await kind.create();
        app = await buildApp({
          config: {
            logLevel: 'silent',
            environment: 'test',
            webDist: options.webDist ?? '/nonexistent-web-dist',
            ...(typeof options.config === 'function' ? options.config() : options.config),
          },
          database: testDatabase.database,
          services: typeof options.services === 'function' ? options.services() : options.services,
        });
        // The contract check: every status any test sees must be declared for its route.
        recorder = recordAnswers(app);
        await app.ready();
      }, 60_000);
      afterAll(async () => {
        try {
          if (recorder) assertAllDeclared(recorder);
        } finally {
          await app?.close();
          await testDatabase?.dispose();
        }
      });
      body({
        get app() {
          if (!app) throw new Error('the app is not built yet: use it inside a test');
          return app;
        },
        get testDatabase() {
          if (!testDatabase) throw new Error('the database is not ready yet: use it inside a test');
          return testDatabase;
        },
      });
    });
  }
}
