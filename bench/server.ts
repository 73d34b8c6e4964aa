// Server figures: cold start to a healthy answer on the embedded database, and requests a
// second for the health call (which round-trips the database) through the real HTTP stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-bench-'));
const started = performance.now();
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const app = await buildApp({
  config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent' },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const first = await fetch(`${address}/api/health`);
if (!first.ok) throw new Error(`health answered ${first.status}`);
console.log(`server.cold_start_ms ${Math.round(performance.now() - started)}`);

const requests = 2000;
const concurrency = 20;
let sent = 0;
const loopStart = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (sent < requests) {
      sent += 1;
      const response = await fetch(`${address}/api/health`);
      await response.arrayBuffer();
    }
  }),
);
const seconds = (performance.now() - loopStart) / 1000;
console.log(`server.health_rps ${Math.round(requests / seconds)}`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
