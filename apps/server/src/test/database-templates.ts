import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';

/**
 * Migrated, empty databases made once per test run, which every server test file copies instead
 * of migrating its own: a PGlite data directory dumped to a tar file (a fresh PGlite spends most of
 * its start in initdb and the migrations; loading the dump skips both), and a PostgreSQL database
 * that `CREATE DATABASE ... TEMPLATE` copies in a few milliseconds.
 */
export interface DatabaseTemplates {
  /** The tar of a migrated PGlite data directory, for `PGlite.create({ loadDataDir })`. */
  pgliteDumpPath: string;
  /** The PostgreSQL database to copy, on the server of TEST_DATABASE_URL; unset without one. */
  postgresTemplate?: string;
}

// What global-setup.ts hands every test file (vitest's `inject`), typed wherever it is read.
declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export async function makeDatabaseTemplates(postgresServerUrl: string | undefined): Promise<{
  templates: DatabaseTemplates;
  remove(): Promise<void>;
}> {
  const folder = mkdtempSync(path.join(tmpdir(), 'codehop-test-templates-'));
  const pgliteDumpPath = path.join(folder, 'migrated-pglite.tar');
  const [, postgresTemplate] = await Promise.all([
    dumpMigratedPglite(pgliteDumpPath),
    postgresServerUrl ? makePostgresTemplate(postgresServerUrl) : undefined,
  ]);
  return {
    templates: { pgliteDumpPath, postgresTemplate },
    async remove() {
      rmSync(folder, { recursive: true, force: true });
      if (postgresServerUrl && postgresTemplate) await dropPostgresDatabase(postgresServerUrl, postgresTemplate);
    },
  };
}

async function dumpMigratedPglite(target: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = uniqueDatabaseName('codehop_template');
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  try {
    await database.migrate();
  } finally {
    // A template with a connection open cannot be copied: close every one before any file starts.
    await database.close();
  }
  return name;
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  return runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
