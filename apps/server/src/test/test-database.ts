import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and removes whatever the test created. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

/** A migrated, empty in-memory PGlite: fast and needs nothing installed. */
async function createPgliteDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  return { database, dispose: () => database.close() };
}

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL, one per test file, so
 * parallel test files never see each other's rows; dropped afterwards.
 */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `codehop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', create: createPgliteDatabase }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: 'postgres', create: () => createPostgresDatabase(serverUrl) });
  return kinds;
}
