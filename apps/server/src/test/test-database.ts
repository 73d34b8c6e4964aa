import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import {
  databaseUrl,
  dropPostgresDatabase,
  runOnServer,
  uniqueDatabaseName,
  type DatabaseTemplates,
} from './database-templates.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and removes whatever the test created. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

let migratedDump: Blob | undefined;

/** The run's migrated databases (global-setup.ts); none outside a Vitest run, as in the benches. */
function runTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A migrated, empty in-memory PGlite, loaded from the run's migrated dump (global-setup.ts), so
 * no file pays for initdb and the migrations again. The dump is read once per worker.
 */
export async function createPgliteDatabase(): Promise<TestDatabase> {
  const templates = runTemplates();
  if (templates) migratedDump ??= new Blob([readFileSync(templates.pgliteDumpPath)]);
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: migratedDump });
  if (!migratedDump) await database.migrate();
  return { database, dispose: () => database.close() };
}

/**
 * A fresh copy of the run's migrated template on the PostgreSQL server of TEST_DATABASE_URL, one per
 * test file, so parallel test files never see each other's rows; dropped afterwards. Outside a
 * Vitest run it is migrated itself.
 */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const template = runTemplates()?.postgresTemplate;
  const name = uniqueDatabaseName('codehop_test');
  await runOnServer(serverUrl, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  if (!template) await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

const pglite: TestDatabaseKind = { name: 'pglite', create: createPgliteDatabase };

/** PostgreSQL's kind when TEST_DATABASE_URL names a server; undefined otherwise. */
export function postgresKind(): TestDatabaseKind | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? { name: 'postgres', create: () => createPostgresDatabase(serverUrl) } : undefined;
}

/**
 * PGlite always. PostgreSQL too when TEST_DATABASE_URL names a server and the file says why its
 * rules could come out differently there (locks, concurrency, ON CONFLICT, transactions across
 * connections): PGlite is one connection in one process, so such a rule is only proven on a server.
 */
export function testDatabaseKinds(alsoOnPostgres?: string): TestDatabaseKind[] {
  const postgres = alsoOnPostgres === undefined ? undefined : postgresKind();
  return postgres ? [pglite, postgres] : [pglite];
}
