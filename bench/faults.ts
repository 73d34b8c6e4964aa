// `npm run bench -- faults`: the load benchmark's traffic plus writes whose every outcome is
// recorded, while one instance is killed with SIGKILL (and started again) and PostgreSQL is
// restarted. Afterwards every acknowledged write (2xx) must be in the database, and no write the
// server refused must be there. Prints faults.acknowledged, faults.lost (goal 0), faults.phantom
// (goal 0), faults.in_doubt (no answer at all: may or may not be stored, by the nature of a crash).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { freshDatabase, startInstance, stopInstance, type Instance } from './support/cluster.ts';
import { clientAddress, makeLearners, type Learner } from './support/learners.ts';
import { mixedRequest } from './support/mixed-traffic.ts';

const DURATION_MS = 24_000;
const CONCURRENCY = 24;
const KILL_AT_MS = 5_000;
const RESTART_DATABASE_AT_MS = 10_000;
const REVIVE_AT_MS = 14_000;

type Outcome = 'acknowledged' | 'refused' | 'in_doubt';
const writes = new Map<string, Outcome>();

function restartPostgres(): boolean {
  try {
    const version = readdirSync('/etc/postgresql')[0];
    if (!version) return false;
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

async function oneRequest(
  instance: Instance,
  learners: readonly Learner[],
  marker: number,
): Promise<void> {
  // Every third request is a recorded write: anonymous feedback carrying a unique marker.
  if (marker % 3 === 0) {
    const key = `faults-${marker}`;
    writes.set(key, 'in_doubt');
    try {
      const response = await fetch(`${instance.url}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        body: JSON.stringify({ rating: 4, feedback: key }),
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      writes.set(key, response.ok ? 'acknowledged' : 'refused');
    } catch {
      // No answer: the write may or may not have happened.
    }
    return;
  }
  const request = mixedRequest(learners);
  try {
    const response = await fetch(`${instance.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
  } catch {
    // Reads during a fault may fail; only writes are judged.
  }
}

const database = await freshDatabase('faults');
const instances: Instance[] = [];
let restarted = false;
try {
  instances.push(
    ...(await Promise.all([startInstance(database.url), startInstance(database.url)])),
  );
  const learners = await makeLearners(instances, 40, Date.now().toString(36));
  const started = performance.now();
  let marker = 0;
  const events = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    instances[1]!.process.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, RESTART_DATABASE_AT_MS - KILL_AT_MS));
    restarted = restartPostgres();
    await new Promise((resolve) => setTimeout(resolve, REVIVE_AT_MS - RESTART_DATABASE_AT_MS));
    instances[1] = await startInstance(database.url, instances[1]!.port);
  })();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() - started < DURATION_MS) {
        marker += 1;
        await oneRequest(instances[(marker + worker) % instances.length]!, learners, marker);
      }
    }),
  );
  await events;

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stored = new Set(
    (
      await client.query<{ message: string }>(
        "SELECT message FROM feedback WHERE message LIKE 'faults-%'",
      )
    ).rows.map((row) => row.message),
  );
  await client.end();
  const outcomes = [...writes.entries()];
  const acknowledged = outcomes.filter(([, outcome]) => outcome === 'acknowledged');
  const lost = acknowledged.filter(([key]) => !stored.has(key)).length;
  const phantom = outcomes.filter(
    ([key, outcome]) => outcome === 'refused' && stored.has(key),
  ).length;
  const inDoubt = outcomes.filter(([, outcome]) => outcome === 'in_doubt');
  console.log(`faults.acknowledged ${acknowledged.length}`);
  console.log(`faults.lost ${lost}`);
  console.log(`faults.phantom ${phantom}`);
  console.log(`faults.refused ${outcomes.filter(([, outcome]) => outcome === 'refused').length}`);
  console.log(
    `faults.in_doubt ${inDoubt.length} (${inDoubt.filter(([key]) => stored.has(key)).length} of them stored)`,
  );
  console.log(
    `faults.postgres_restarted ${restarted ? 'yes' : 'no (pg_ctlcluster unavailable: run as root on the PostgreSQL host)'}`,
  );
} finally {
  await Promise.all(instances.map(stopInstance));
  await database.drop();
}
