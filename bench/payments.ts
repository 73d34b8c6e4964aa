// Payment webhooks through the whole app (`inject`, no network): a Paddle-signed
// transaction.completed for a real checkout, verified by Paddle's SDK and applied end to end
// (idempotency record, purchase, receipt in the outbox), one at a time. PGlite in memory, and
// PostgreSQL too when TEST_DATABASE_URL is set. Prints `payments.webhook_ms N` (p95; goal <= 50)
// for the first database kind and `payments.<db>.webhook_ms N` for each.
import { buildApp } from '../apps/server/src/app.ts';
import { deliverWebhook, paddleEvent } from '../apps/server/src/test/payment-helpers.ts';
import { testCatalogue } from '../apps/server/src/test/test-catalogue.ts';
import { testDatabaseKinds } from '../apps/server/src/test/test-database.ts';

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

let first = true;
for (const kind of testDatabaseKinds('the bench prints its figures for both databases')) {
  const testDatabase = await kind.create();
  const app = await buildApp({
    config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent' },
    database: testDatabase.database,
    services: { catalogue: testCatalogue() },
  });
  await app.ready();
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'bench-payments@example.com', password: 'benchmark password', full_name: 'Bench' },
  });
  const headers = { authorization: `Bearer ${(signup.json() as { access_token: string }).access_token}` };
  const priceId = app.services.payments.priceIdOf('python_course');
  const timings: number[] = [];
  for (let index = 0; index < 220; index += 1) {
    const opened = await app.inject({ method: 'POST', url: '/api/payment/paddle', headers, payload: { plan_name: 'python_course' } });
    const checkoutId = (opened.json() as { checkout_id: string }).checkout_id;
    const body = paddleEvent('transaction.completed', {
      id: `txn_bench_${index}`,
      status: 'completed',
      subscription_id: null,
      items: [{ price: { id: priceId }, quantity: 1 }],
      custom_data: { checkout_id: checkoutId },
      currency_code: 'USD',
      details: { totals: { total: '4900' } },
      billed_at: new Date().toISOString(),
    });
    const started = performance.now();
    const answer = await deliverWebhook(app, body);
    const elapsed = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`webhook failed: ${answer.body}`);
    if (index >= 20) timings.push(elapsed); // the first 20 warm up
  }
  const p95 = percentile(timings, 0.95);
  if (first) console.log(`payments.webhook_ms ${p95.toFixed(2)}`);
  console.log(`payments.${kind.name}.webhook_ms ${p95.toFixed(2)}`);
  console.log(`payments.${kind.name}.webhook_median_ms ${percentile(timings, 0.5).toFixed(2)}`);
  first = false;
  await app.close();
  await testDatabase.dispose();
}
