import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mailOutbox, paymentRefusals, purchases, subscriptions, users } from '../../db/schema.ts';
import { buyPlan, deliverWebhook, paddleEvent, purchasesOf } from '../../test/payment-helpers.ts';
import { signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';

/** A parent with two children (Ada and Bo), neither chosen. */
async function family(app: FastifyInstance) {
  const parent = await signUpParent(app);
  const ids: number[] = [];
  for (const name of ['ada', 'bo']) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/profile/students',
      headers: parent.bearerHeaders,
      payload: { username: `${name}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` },
    });
    ids.push((created.json() as { id: number }).id);
  }
  return { parent, headers: parent.bearerHeaders, ada: ids[0] ?? 0, bo: ids[1] ?? 0 };
}

async function levelStatusAs(app: FastifyInstance, session: TestSession, studentId: number, slug = 'operators-level1', course = 'python') {
  await app.inject({ method: 'POST', url: `/api/auth/choose_student/${studentId}`, headers: session.bearerHeaders });
  const response = await app.inject({ method: 'GET', url: `/api/level/data/${course}/${slug}`, headers: session.bearerHeaders });
  return response.statusCode;
}

async function refusalCount(app: FastifyInstance) {
  return (await app.database.db.select().from(paymentRefusals)).length;
}

describeWithApp('Payments', (context) => {
  it('a bought course, assigned to one child, opens for that child only; a refund locks it again', async () => {
    const { app } = context;
    const home = await family(app);
    expect(await levelStatusAs(app, home.parent, home.ada)).toBe(402);

    await buyPlan(app, home.headers, 'python_course');
    const unassigned = await app.inject({ method: 'GET', url: '/api/payment/has-unassigned-purchases', headers: home.headers });
    expect(unassigned.json()).toMatchObject({ course_name: 'python' });
    const receipt = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, home.parent.email));
    expect(receipt.some((mail) => mail.subject.includes('receipt') && mail.textBody.includes('$49.00'))).toBe(true);

    const assigned = await app.inject({
      method: 'POST',
      url: `/api/payment/assign-purchase?student_id=${home.ada}&course_name=python`,
      headers: home.headers,
    });
    expect(assigned.statusCode).toBe(200);
    expect(await levelStatusAs(app, home.parent, home.ada)).toBe(200);
    expect(await levelStatusAs(app, home.parent, home.bo)).toBe(402);
    const course = await app.inject({ method: 'GET', url: `/api/level/course/python?student_id=${home.ada}`, headers: home.headers });
    const operators = (course.json() as { chapters: { level_data: { slug: string; locked: boolean }[] }[] }).chapters
      .flatMap((chapter) => chapter.level_data)
      .find((level) => level.slug === 'operators-level1');
    expect(operators?.locked).toBe(false);
    const notPurchased = await app.inject({ method: 'GET', url: '/api/profile/python/students/not-purchased', headers: home.headers });
    expect((notPurchased.json() as { id: number }[]).map((student) => student.id)).toEqual([home.bo]);

    const [purchase] = await purchasesOf(app, home.headers);
    const eligibility = await app.inject({ method: 'GET', url: `/api/payment/refund-eligibility/${purchase?.id}`, headers: home.headers });
    expect(eligibility.json()).toMatchObject({ eligible: true, verdict: 'eligible' });
    const refund = await app.inject({
      method: 'POST',
      url: `/api/payment/request-refund?purchase_id=${purchase?.id}&reason=not_satisfied`,
      headers: home.headers,
    });
    expect(refund.json()).toMatchObject({ status: 'refunded' });
    expect(await levelStatusAs(app, home.parent, home.ada)).toBe(402);
    const again = await app.inject({ method: 'GET', url: `/api/payment/refund-eligibility/${purchase?.id}`, headers: home.headers });
    expect(again.json()).toMatchObject({ eligible: false, verdict: 'already_refunded' });
  });

  it('after 30 days a course is not refundable', async () => {
    const { app } = context;
    const home = await family(app);
    await buyPlan(app, home.headers, 'python_course');
    const [purchase] = await purchasesOf(app, home.headers);
    await app.database.db
      .update(purchases)
      .set({ purchasedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(purchases.id, purchase?.id ?? 0));
    const eligibility = await app.inject({ method: 'GET', url: `/api/payment/refund-eligibility/${purchase?.id}`, headers: home.headers });
    expect(eligibility.json()).toMatchObject({ eligible: false, verdict: 'window_passed' });
    const refund = await app.inject({ method: 'POST', url: `/api/payment/request-refund?purchase_id=${purchase?.id}&reason=other`, headers: home.headers });
    expect(refund.statusCode).toBe(409);
  });

  it('two racing assign calls for one purchase: exactly one wins', async () => {
    const { app } = context;
    const home = await family(app);
    await buyPlan(app, home.headers, 'python_course');
    const answers = await Promise.all(
      [home.ada, home.bo].map((id) =>
        app.inject({ method: 'POST', url: `/api/payment/assign-purchase?student_id=${id}&course_name=python`, headers: home.headers }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await purchasesOf(app, home.headers);
    expect(rows.filter((row) => row.student_id !== null)).toHaveLength(1);
  });

  it('a family subscription opens every course for the children and lifts the attempt limits; cancel and upgrade go through the provider', async () => {
    const { app } = context;
    const home = await family(app);
    await app.inject({ method: 'POST', url: `/api/auth/choose_student/${home.bo}`, headers: home.headers });
    const before = await app.inject({ method: 'GET', url: '/api/credit/challenge', headers: home.headers });
    expect(before.json()).toMatchObject({ limit: 30 });
    await buyPlan(app, home.headers, 'family_monthly');
    expect(await levelStatusAs(app, home.parent, home.bo)).toBe(200);
    const plan = await app.inject({ method: 'GET', url: '/api/payment/current-plan', headers: home.headers });
    expect(plan.json()).toEqual({ subscription: 'family_monthly', courses: ['python', 'advanced-python'] });
    const after = await app.inject({ method: 'GET', url: '/api/credit/challenge', headers: home.headers });
    expect(after.json()).toMatchObject({ limit: null });

    const current = await app.inject({ method: 'GET', url: '/api/payment/current-subscription', headers: home.headers });
    const subscription = (current.json() as { subscription: { id: number; plan_name: string; status: string } }).subscription;
    expect(subscription).toMatchObject({ plan_name: 'family_monthly', status: 'active' });
    const preview = await app.inject({ method: 'GET', url: '/api/payment/preview-subscription-upgrade?plan_name=family_yearly', headers: home.headers });
    const quote = preview.json() as { amount_due_minor: number };
    expect(Number.isInteger(quote.amount_due_minor)).toBe(true);
    expect(quote.amount_due_minor).toBeLessThan(7900);
    expect(quote.amount_due_minor).toBeGreaterThan(7900 - 999);
    const upgraded = await app.inject({ method: 'POST', url: '/api/payment/upgrade-subscription?plan_name=family_yearly', headers: home.headers });
    expect(upgraded.json()).toMatchObject({ plan_name: 'family_yearly' });

    const cancel = await app.inject({ method: 'POST', url: `/api/payment/cancel-subscription?purchase_id=${subscription.id}`, headers: home.headers });
    expect(cancel.json()).toMatchObject({ cancel_at_period_end: true, status: 'active', next_payment_at: null });
    expect(await levelStatusAs(app, home.parent, home.bo)).toBe(200);
  });

  it('a subscription refund covers the last payment and cancels at once', async () => {
    const { app } = context;
    const home = await family(app);
    await buyPlan(app, home.headers, 'family_yearly');
    const [payment] = await purchasesOf(app, home.headers);
    const refund = await app.inject({ method: 'POST', url: `/api/payment/request-refund?purchase_id=${payment?.id}&reason=accidental_purchase`, headers: home.headers });
    expect(refund.json()).toMatchObject({ status: 'refunded' });
    const current = await app.inject({ method: 'GET', url: '/api/payment/current-subscription', headers: home.headers });
    expect(current.json()).toEqual({ subscription: null });
    expect(await levelStatusAs(app, home.parent, home.ada)).toBe(402);
  });

  it("a refund of someone else's purchase is refused, logged, and changes nothing", async () => {
    const { app } = context;
    const owner = await family(app);
    const stranger = await family(app);
    await buyPlan(app, owner.headers, 'python_course');
    const [purchase] = await purchasesOf(app, owner.headers);
    const logged = await refusalCount(app);
    const refund = await app.inject({ method: 'POST', url: `/api/payment/request-refund?purchase_id=${purchase?.id}&reason=other`, headers: stranger.headers });
    expect(refund.statusCode).toBe(404);
    expect(await refusalCount(app)).toBe(logged + 1);
    expect((await purchasesOf(app, owner.headers))[0]?.status).toBe('paid');
  });
}, { alsoOnPostgres: 'two racing assign calls for one purchase: the row lock decides across connections' });

describeWithApp('Support: transfer-purchases and set-paid', (context) => {
  it('staff move a family\'s purchases to another account and grant a complimentary plan; families cannot', async () => {
    const { app } = context;
    const staff = await signUpParent(app);
    await app.database.db.update(users).set({ isPlatformStaff: true }).where(eq(users.id, staff.answer.user.user_id));
    const wrong = await family(app);
    const right = await family(app);
    await buyPlan(app, wrong.headers, 'python_course');
    const url = `/api/payment/transfer-purchases?from_email=${encodeURIComponent(wrong.parent.email)}&to_email=${encodeURIComponent(right.parent.email)}`;
    expect((await app.inject({ method: 'GET', url, headers: wrong.headers })).statusCode).toBe(403);
    const moved = await app.inject({ method: 'GET', url, headers: staff.bearerHeaders });
    expect(moved.json()).toEqual({ purchases: 1, subscriptions: 0 });
    expect(await purchasesOf(app, wrong.headers)).toHaveLength(0);
    expect(await purchasesOf(app, right.headers)).toHaveLength(1);
    // A staff browser following a link from another site (cookie, not same-origin) is refused.
    const crossSite = await app.inject({ method: 'GET', url, headers: { ...staff.cookieHeaders, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);

    expect(await levelStatusAs(app, right.parent, right.bo)).toBe(402);
    const granted = await app.inject({ method: 'GET', url: `/api/auth/set-paid?email=${encodeURIComponent(right.parent.email)}&paid=true`, headers: staff.bearerHeaders });
    expect(granted.json()).toMatchObject({ paid: true });
    expect(await levelStatusAs(app, right.parent, right.bo)).toBe(200);
    const withdrawn = await app.inject({ method: 'GET', url: `/api/auth/set-paid?email=${encodeURIComponent(right.parent.email)}&paid=false`, headers: staff.bearerHeaders });
    expect(withdrawn.json()).toMatchObject({ paid: false });
    expect(await levelStatusAs(app, right.parent, right.bo)).toBe(402);
  });
});

describeWithApp('Payment webhooks signed as Paddle signs them', (context) => {
  /** A checkout opened by a new parent: the custom_data a real Paddle event would carry. */
  async function openCheckout(app: FastifyInstance, plan = 'python_course') {
    const parent = await signUpParent(app);
    const opened = await app.inject({ method: 'POST', url: '/api/payment/paddle', headers: parent.bearerHeaders, payload: { plan_name: plan } });
    return { parent, checkoutId: (opened.json() as { checkout_id: string }).checkout_id };
  }

  function transaction(app: FastifyInstance, checkoutId: string, overrides: Record<string, unknown> = {}) {
    return {
      id: `txn_${checkoutId.slice(0, 10)}`,
      status: 'completed',
      subscription_id: null,
      items: [{ price: { id: app.services.payments.priceIdOf('python_course') }, quantity: 1 }],
      custom_data: { checkout_id: checkoutId },
      currency_code: 'USD',
      details: { totals: { total: '4900' } },
      billed_at: new Date().toISOString(),
      ...overrides,
    };
  }

  it('the same event delivered three times makes one purchase', async () => {
    const { app } = context;
    const { parent, checkoutId } = await openCheckout(app);
    const body = paddleEvent('transaction.completed', transaction(app, checkoutId));
    const outcomes = [];
    for (let round = 0; round < 3; round += 1) outcomes.push((await deliverWebhook(app, body)).json());
    expect(outcomes.map((outcome) => (outcome as { outcome: string }).outcome)).toEqual(['applied', 'duplicate', 'duplicate']);
    // The same transaction in a different event (a retry with a new id) adds nothing either.
    await deliverWebhook(app, paddleEvent('transaction.completed', transaction(app, checkoutId)));
    expect(await purchasesOf(app, parent.bearerHeaders)).toHaveLength(1);
  });

  it('subscription.updated before subscription.created ends in the newest state', async () => {
    const { app } = context;
    const { parent, checkoutId } = await openCheckout(app, 'family_monthly');
    const start = new Date();
    const end = new Date(start.getTime() + 30 * 24 * 3600 * 1000);
    const base = {
      id: `sub_${checkoutId.slice(0, 12)}`,
      items: [{ price: { id: app.services.payments.priceIdOf('family_monthly') }, quantity: 1 }],
      custom_data: { checkout_id: checkoutId },
      current_billing_period: { starts_at: start.toISOString(), ends_at: end.toISOString() },
    };
    const updated = paddleEvent(
      'subscription.updated',
      { ...base, status: 'active', next_billed_at: null, scheduled_change: { action: 'cancel', effective_at: end.toISOString() } },
      { occurredAt: new Date(start.getTime() + 1000) },
    );
    const created = paddleEvent('subscription.created', { ...base, status: 'active', next_billed_at: end.toISOString(), scheduled_change: null }, { occurredAt: start });
    expect((await deliverWebhook(app, updated)).statusCode).toBe(200);
    expect((await deliverWebhook(app, created)).json()).toMatchObject({ outcome: expect.stringContaining('ignored') });
    const current = await app.inject({ method: 'GET', url: '/api/payment/current-subscription', headers: parent.bearerHeaders });
    expect(current.json()).toMatchObject({ subscription: { plan_name: 'family_monthly', cancel_at_period_end: true } });
  });

  it('a forged or stale signature, an unknown price, a negative quantity: refused, logged, nothing changes', async () => {
    const { app } = context;
    const { parent, checkoutId } = await openCheckout(app);
    const good = transaction(app, checkoutId);
    const cases = [
      { body: paddleEvent('transaction.completed', good), options: { secret: 'not-the-secret' }, status: 401, reason: 'bad_signature' },
      { body: paddleEvent('transaction.completed', good), options: { timestampSeconds: Math.floor(Date.now() / 1000) - 60 }, status: 401, reason: 'bad_signature' },
      { body: paddleEvent('transaction.completed', good), options: { signature: 'garbage' }, status: 401, reason: 'bad_signature' },
      {
        body: paddleEvent('transaction.completed', { ...good, items: [{ price: { id: 'pri_someone_elses' }, quantity: 1 }] }),
        options: {},
        status: 422,
        reason: 'unknown_price',
      },
      {
        body: paddleEvent('transaction.completed', { ...good, items: [{ price: { id: app.services.payments.priceIdOf('python_course') }, quantity: -2 }] }),
        options: {},
        status: 422,
        reason: 'bad_quantity',
      },
      { body: '{"not":"an event"}', options: {}, status: 400, reason: 'malformed_event' },
    ];
    for (const entry of cases) {
      const before = await refusalCount(app);
      const response = await deliverWebhook(app, entry.body, entry.options);
      expect(response.statusCode, entry.reason).toBe(entry.status);
      expect(response.json()).toMatchObject({ code: entry.reason });
      const refusals = await app.database.db.select().from(paymentRefusals);
      expect(refusals).toHaveLength(before + 1);
      expect(refusals.at(-1)?.reason).toBe(entry.reason);
    }
    expect(await purchasesOf(app, parent.bearerHeaders)).toHaveLength(0);
    expect(await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.answer.user.user_id))).toHaveLength(0);
  });

  it('a course bought for two children is two purchases, and a Paddle dashboard refund takes them back', async () => {
    const { app } = context;
    const { parent, checkoutId } = await openCheckout(app);
    const data = transaction(app, checkoutId, {
      items: [{ price: { id: app.services.payments.priceIdOf('python_course') }, quantity: 2 }],
      details: { totals: { total: '9801' } },
    });
    await deliverWebhook(app, paddleEvent('transaction.completed', data));
    const bought = await purchasesOf(app, parent.bearerHeaders);
    expect(bought).toHaveLength(2);
    const amounts = (await app.database.db.select().from(purchases).where(eq(purchases.userId, parent.answer.user.user_id))).map((row) => row.amountMinor);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(9801);
    await deliverWebhook(app, paddleEvent('adjustment.updated', { id: 'adj_1', action: 'refund', transaction_id: data.id, status: 'approved' }));
    expect((await purchasesOf(app, parent.bearerHeaders)).map((row) => row.status)).toEqual(['refunded', 'refunded']);
  });
});
