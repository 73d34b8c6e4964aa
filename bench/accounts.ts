// Accounts and progress figures through the whole app (`inject`, no network): sign-up and login
// (argon2id dominates), and level updates, one at a time and 20 in parallel. PGlite in memory,
// and PostgreSQL too when TEST_DATABASE_URL is set. Prints `accounts.<db>.<metric> N`.
import { buildApp } from '../apps/server/src/app.ts';
import { testCatalogue } from '../apps/server/src/test/test-catalogue.ts';
import { testDatabaseKinds } from '../apps/server/src/test/test-database.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

for (const kind of testDatabaseKinds('the bench prints its figures for both databases')) {
  const testDatabase = await kind.create();
  const app = await buildApp({
    config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent' },
    database: testDatabase.database,
    services: { catalogue: testCatalogue() },
  });
  await app.ready();
  const signupMs: number[] = [];
  const loginMs: number[] = [];
  let token = '';
  for (let index = 0; index < 12; index += 1) {
    const email = `bench${index}@example.com`;
    let started = performance.now();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.9.0.${index}`,
      payload: { email, password: 'benchmark password', full_name: 'Bench' },
    });
    signupMs.push(performance.now() - started);
    started = performance.now();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.9.1.${index}`,
      payload: { email, password: 'benchmark password' },
    });
    loginMs.push(performance.now() - started);
    if (signup.statusCode !== 201 || login.statusCode !== 200) throw new Error('sign-up or login failed');
    token = (login.json() as { access_token: string }).access_token;
  }
  const headers = { authorization: `Bearer ${token}` };
  const student = await app.inject({ method: 'POST', url: '/api/profile/students', headers, payload: { username: 'BenchKid' } });
  const studentId = (student.json() as { id: number }).id;
  await app.inject({ method: 'POST', url: `/api/auth/choose_student/${studentId}`, headers });
  const update = (slug: string) =>
    app.inject({
      method: 'POST',
      url: '/api/level/update/python',
      headers,
      payload: { last_status: 'in_progress', last_code_executed: 'move_forward()\n', level_slug: slug },
    });
  // A baseline on the same machine and load: one database round trip per request.
  let started = performance.now();
  for (let index = 0; index < 300; index += 1) await app.inject({ method: 'GET', url: '/api/health' });
  const healthPerS = 300 / ((performance.now() - started) / 1000);
  const sequential = 300;
  started = performance.now();
  for (let index = 0; index < sequential; index += 1) await update(`intro-level${(index % 4) + 1}`);
  const sequentialPerS = sequential / ((performance.now() - started) / 1000);
  const batches = 15;
  started = performance.now();
  for (let batch = 0; batch < batches; batch += 1) {
    await Promise.all(Array.from({ length: 20 }, (_, index) => update(`intro-level${(index % 4) + 1}`)));
  }
  const parallelPerS = (batches * 20) / ((performance.now() - started) / 1000);
  console.log(`accounts.${kind.name}.signup_ms ${median(signupMs).toFixed(1)}`);
  console.log(`accounts.${kind.name}.login_ms ${median(loginMs).toFixed(1)}`);
  console.log(`accounts.${kind.name}.health_baseline_per_s ${healthPerS.toFixed(0)}`);
  console.log(`accounts.${kind.name}.level_update_per_s ${sequentialPerS.toFixed(0)}`);
  console.log(`accounts.${kind.name}.level_update_parallel20_per_s ${parallelPerS.toFixed(0)}`);
  await app.close();
  await testDatabase.dispose();
}
