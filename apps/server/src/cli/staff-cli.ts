import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { users } from '../db/schema.ts';

const USAGE = `Usage: npx codehop staff add EMAIL | remove EMAIL | list

Platform staff can find any account, see the outbox and the feedback, and view the product as a
user or a student (every such session is audited). Run this on the server's machine with the
server's own DATABASE_URL (or DATA_DIR: stop the server first, the embedded database is for one
process only). The person must have signed up first.`;

/** `npx codehop staff ...`: answers the exit code; prints one line a result. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [action, email] = args;
  if (action !== 'list' && !(action === 'add' || action === 'remove')) return usage();
  if (action !== 'list' && !email) return usage();
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    if (action === 'list') return await list(database);
    return await setStaff(database, email!.trim().toLowerCase(), action === 'add');
  } finally {
    await database.close();
  }
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

async function list(database: Database): Promise<number> {
  const staff = await database.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.isPlatformStaff, true))
    .orderBy(users.email);
  if (staff.length === 0) console.log('No platform staff yet: npx codehop staff add EMAIL');
  for (const member of staff) console.log(`${member.email}${member.fullName ? `  (${member.fullName})` : ''}`);
  return 0;
}

async function setStaff(database: Database, email: string, staff: boolean): Promise<number> {
  const [changed] = await database.db
    .update(users)
    .set({ isPlatformStaff: staff })
    .where(eq(users.email, email))
    .returning({ email: users.email });
  if (!changed) {
    console.error(`No account with the e-mail ${email}: they sign up first, then you add them.`);
    return 1;
  }
  console.log(staff ? `${changed.email} is now platform staff.` : `${changed.email} is no longer platform staff.`);
  return 0;
}
