import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the versioned migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections, for metrics; PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: its whole data directory as an uncompressed tar, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant works; it only has to be the same for every instance of Codehop.
const MIGRATION_LOCK_KEY = 727_401;

export type DatabaseTarget =
  /** `loadDataDir`: start an in-memory database from a dump (tests copy a migrated one). */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

/** Opens PGlite in `dataDir` (in memory when undefined) or a PostgreSQL server through `pg`. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dataDir, target.loadDataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: dataDir ? path.resolve(dataDir) : undefined, loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A client that loses its server must not crash the process; the next query reports it. The
  // pool's own listener covers idle clients only: one checked out (a transaction between two
  // statements, the migration lock) emits 'error' on itself, and with no listener Node exits. A
  // PostgreSQL restart took a whole instance down that way (bench/faults.ts). The broken client
  // fails its next query and the pool drops it when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockHolder.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Round-trips a trivial query; used by the health check. */
export async function pingDatabase(database: Database): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await database.db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  }
}
