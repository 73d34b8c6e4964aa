import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { main } from './staff-cli.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-staff-cli-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function staffFlagOf(email: string): Promise<boolean | undefined> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row?.isPlatformStaff;
  } finally {
    await database.close();
  }
}

it('adds, lists and removes platform staff by e-mail on the embedded database', { timeout: 60_000 }, async () => {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));

  expect(await main(['add', 'nobody@example.com'], env)).toBe(1);
  expect(printed.at(-1)).toContain('sign up first');

  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.db.insert(users).values({ email: 'sam@example.com', fullName: 'Sam Staff' });
  await database.close();

  expect(await main(['add', ' Sam@Example.com '], env)).toBe(0);
  expect(await staffFlagOf('sam@example.com')).toBe(true);
  expect(await main(['list'], env)).toBe(0);
  expect(printed.at(-1)).toBe('sam@example.com  (Sam Staff)');
  expect(await main(['remove', 'sam@example.com'], env)).toBe(0);
  expect(await staffFlagOf('sam@example.com')).toBe(false);
  expect(await main(['promote'], env)).toBe(2);
  vi.restoreAllMocks();
});
