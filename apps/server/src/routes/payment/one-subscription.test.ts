import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { checkouts, paymentRefusals, subscriptions } from '../../db/schema.ts';
import { buyPlan, deliverWebhook, paddleEvent } from '../../test/payment-helpers.ts';
import { freshSlug } from '../../test/school-world.ts';
import { giveSchoolTier } from '../../test/school-tier.ts';
import { signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

// Issue 41: a school paid for Small school twice and got two yearly subscriptions. One renewing
// plan per school (and per family): the checkout, the test Pay button and the provider's webhook
// all refuse a second one, and the database does too when two payments race.

/** A parent who registered a school, so is its admin. */
async function schoolAdmin(app: FastifyInstance) {
  const admin = await signUpParent(app);
  const registered = await app.inject({ method: 'POST', url: '/api/organization/register', headers: admin.bearerHeaders, payload: { name: 'Hill Primary', slug: freshSlug() } });
  expect(registered.statusCode).toBe(201);
  const current = await app.inject({ method: 'GET', url: '/api/organization/current', headers: admin.bearerHeaders });
  return { headers: admin.bearerHeaders, userId: admin.answer.user.user_id, organizationId: (current.json() as { id: number }).id };
}

function openCheckout(app: FastifyInstance, headers: Record<string, string>, plan: string) {
  return app.inject({ method: 'POST', url: '/api/payment/paddle', headers, payload: { plan_name: plan } });
}

async function subscriptionsOfSchool(app: FastifyInstance, organizationId: number) {
  return app.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
}

/** The subscription.created Paddle sends for a checkout of ours. */
function createdEvent(app: FastifyInstance, checkoutId: string, plan = 'school_small') {
  const now = new Date();
  return paddleEvent('subscription.created', {
    id: `sub_${randomBytes(8).toString('hex')}`,
    status: 'active',
    items: [{ price: { id: app.services.payments.priceIdOf(plan as 'school_small') }, quantity: 1 }],
    custom_data: { checkout_id: checkoutId },
    current_billing_period: { starts_at: now.toISOString(), ends_at: new Date(now.getTime() + 365 * 864e5).toISOString() },
    next_billed_at: null,
    scheduled_change: null,
    canceled_at: null,
  });
}

async function checkoutRow(app: FastifyInstance, school: { userId: number; organizationId: number }, plan = 'school_small') {
  const id = `chk_${randomBytes(8).toString('hex')}`;
  await app.database.db.insert(checkouts).values({ id, userId: school.userId, organizationId: school.organizationId, planKey: plan });
  return id;
}

describeWithApp('One subscription per school and per family', (context) => {
  it('a school with Small school cannot open a checkout for either tier; billing shows its one plan', async () => {
    const { app } = context;
    const school = await schoolAdmin(app);
    await buyPlan(app, school.headers, 'school_small');
    for (const plan of ['school_small', 'school_large']) {
      const again = await openCheckout(app, school.headers, plan);
      expect(again.statusCode, plan).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_subscribed' });
      expect((again.json() as { detail: string }).detail).toContain('billing page');
    }
    expect(await subscriptionsOfSchool(app, school.organizationId)).toHaveLength(1);
    const active = await app.inject({ method: 'GET', url: '/api/payment/active-subscriptions', headers: school.headers });
    expect(active.json()).toHaveLength(1);
  });

  it('two checkouts opened in two tabs: the second Pay is refused and that checkout stays unpaid', async () => {
    const { app } = context;
    const school = await schoolAdmin(app);
    const first = (await openCheckout(app, school.headers, 'school_small')).json() as { checkout_id: string };
    const second = (await openCheckout(app, school.headers, 'school_small')).json() as { checkout_id: string };
    const pay = (id: string) => app.inject({ method: 'POST', url: `/api/payment/checkout/${id}/complete`, headers: school.headers });
    // Both at once: the owner lock (and the index behind it) lets exactly one through.
    const answers = await Promise.all([pay(first.checkout_id), pay(second.checkout_id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ code: 'already_subscribed' });
    expect(await subscriptionsOfSchool(app, school.organizationId)).toHaveLength(1);
    const refusedId = answers[0]?.statusCode === 409 ? first.checkout_id : second.checkout_id;
    const refused = await app.inject({ method: 'GET', url: `/api/payment/checkout/${refusedId}`, headers: school.headers });
    expect(refused.json()).toMatchObject({ completed: false });
  });

  it("Paddle's webhook for a second subscription of the school is refused, logged for support, and adds nothing", async () => {
    const { app } = context;
    const school = await schoolAdmin(app);
    await buyPlan(app, school.headers, 'school_small');
    const created = await deliverWebhook(app, createdEvent(app, await checkoutRow(app, school, 'school_large'), 'school_large'));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'already_subscribed' });
    // The payment arriving before its subscription event is refused the same way.
    const paid = await deliverWebhook(
      app,
      paddleEvent('transaction.completed', {
        id: `txn_${randomBytes(8).toString('hex')}`,
        status: 'completed',
        subscription_id: `sub_${randomBytes(8).toString('hex')}`,
        items: [{ price: { id: app.services.payments.priceIdOf('school_small') }, quantity: 1 }],
        custom_data: { checkout_id: await checkoutRow(app, school) },
        currency_code: 'USD',
        details: { totals: { total: '49900' } },
        billed_at: new Date().toISOString(),
      }),
    );
    expect(paid.statusCode).toBe(409);
    expect(await subscriptionsOfSchool(app, school.organizationId)).toHaveLength(1);
    const logged = await app.database.db.select().from(paymentRefusals).where(eq(paymentRefusals.reason, 'already_subscribed'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('two webhooks for two new subscriptions of one school at the same moment: one is kept', async () => {
    const { app } = context;
    const school = await schoolAdmin(app);
    const bodies = [createdEvent(app, await checkoutRow(app, school)), createdEvent(app, await checkoutRow(app, school))];
    const answers = await Promise.all(bodies.map((body) => deliverWebhook(app, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await subscriptionsOfSchool(app, school.organizationId)).toHaveLength(1);
  });

  it('the database itself holds one renewing subscription per school; one ending with its period frees the place', async () => {
    const { app } = context;
    const school = await schoolAdmin(app);
    const { db } = app.database;
    await giveSchoolTier(db, school.organizationId, 'school_small');
    await expect(giveSchoolTier(db, school.organizationId, 'school_large')).rejects.toThrow();
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.organizationId, school.organizationId));
    await giveSchoolTier(db, school.organizationId, 'school_large');
    const renewing = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, school.organizationId), eq(subscriptions.cancelAtPeriodEnd, false)));
    expect(renewing.map((row) => row.planKey)).toEqual(['school_large']);
  });

  it('a family with a monthly plan changes it to yearly on billing, never buys a second one', async () => {
    const { app } = context;
    const parent = await signUpParent(app);
    await buyPlan(app, parent.bearerHeaders, 'family_monthly');
    const again = await openCheckout(app, parent.bearerHeaders, 'family_yearly');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_subscribed' });
    // A course is still for sale beside a plan.
    expect((await openCheckout(app, parent.bearerHeaders, 'python_course')).statusCode).toBe(201);
  });
}, { alsoOnPostgres: 'two payments racing for one owner: the row lock and the partial unique index decide across connections' });
