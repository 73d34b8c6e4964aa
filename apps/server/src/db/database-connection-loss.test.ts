import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { postgresKind } from '../test/test-database.ts';

// PostgreSQL going away under a transaction (a restart, a failover) must fail that transaction,
// not the process: an unhandled 'error' on a checked-out pool client makes Node exit.
const postgres = postgresKind();

it.skipIf(!postgres)(
  'a transaction whose connection is terminated fails, the process lives on, and the next query works',
  async () => {
    const test = await postgres!.create();
    const { db } = test.database;
    const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await killer.connect();
    try {
      const failed = db.transaction(async (tx) => {
        const answer = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const row = answer.rows[0];
        await killer.query('select pg_terminate_backend($1)', [row!.pid]);
        // Between two statements: the connection's death arrives as an 'error' event.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(failed).rejects.toThrow();
      const again = await db.execute(sql`select 1 as one`);
      expect(again).toBeTruthy();
    } finally {
      await killer.end();
      await test.dispose();
    }
  },
);
