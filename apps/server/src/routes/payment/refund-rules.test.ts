import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { levelProgress } from '../../db/schema.ts';
import { buyPlan, purchasesOf } from '../../test/payment-helpers.ts';
import { addAndChooseStudent, signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { SmtpPeer } from '../../test/smtp-peer.ts';
import { describeWithApp } from '../../test/test-app.ts';

const peer = new SmtpPeer();
beforeAll(() => peer.start());
afterAll(() => peer.stop());

/** A parent who reads Codehop in `language`, with one chosen child. */
async function family(app: FastifyInstance, language: string, name: string) {
  const parent = await signUpParent(app, { email: `${name}${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com` });
  const changed = await app.inject({ method: 'POST', url: `/api/user/change-language?language=${language}`, headers: parent.bearerHeaders });
  expect(changed.statusCode).toBe(200);
  const child = await addAndChooseStudent(app, parent, `${name}_${Date.now().toString(36)}`);
  return { parent, headers: parent.bearerHeaders, child };
}

/** The first four levels complete (as the server's verification leaves them), then the certificate asked for. */
async function finishFirstSteps(app: FastifyInstance, parent: TestSession, child: number) {
  await app.database.db
    .insert(levelProgress)
    .values([1, 2, 3, 4].map((n) => ({ studentId: child, courseId: 'python', levelSlug: `intro-level${n}`, status: 'complete' })));
  const issued = await app.inject({ method: 'GET', url: '/api/level/get_certificate/intro-level4', headers: parent.bearerHeaders });
  expect(issued.statusCode).toBe(200);
}

async function buyCourseFor(app: FastifyInstance, headers: Record<string, string>, child: number) {
  await buyPlan(app, headers, 'python_course');
  const assigned = await app.inject({ method: 'POST', url: `/api/payment/assign-purchase?student_id=${child}&course_name=python`, headers });
  expect(assigned.statusCode).toBe(200);
  const [purchase] = await purchasesOf(app, headers);
  return purchase?.id ?? 0;
}

describeWithApp(
  'refund rules and billing mails',
  (context) => {
    it('a certificate issued since the purchase holds the refund: the eligibility says so and the request is refused', async () => {
      const { app } = context;
      const home = await family(app, 'German', 'cert');
      const purchase = await buyCourseFor(app, home.headers, home.child);
      const before = await app.inject({ method: 'GET', url: `/api/payment/refund-eligibility/${purchase}`, headers: home.headers });
      expect(before.json()).toMatchObject({ eligible: true, verdict: 'eligible', settles: 'at_once' });

      await finishFirstSteps(app, home.parent, home.child);
      const after = await app.inject({ method: 'GET', url: `/api/payment/refund-eligibility/${purchase}`, headers: home.headers });
      expect(after.json()).toMatchObject({ eligible: false, verdict: 'certificate_issued' });
      const refused = await app.inject({ method: 'POST', url: `/api/payment/request-refund?purchase_id=${purchase}&reason=not_satisfied`, headers: home.headers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('certificate_issued');
      expect((await purchasesOf(app, home.headers))[0]?.status).toBe('paid');
    });

    it('a first-steps certificate earned on the free levels before the purchase does not hold it', async () => {
      const { app } = context;
      const home = await family(app, 'English', 'early');
      await finishFirstSteps(app, home.parent, home.child);
      const purchase = await buyCourseFor(app, home.headers, home.child);
      const verdict = await app.inject({ method: 'GET', url: `/api/payment/refund-eligibility/${purchase}`, headers: home.headers });
      expect(verdict.json()).toMatchObject({ eligible: true, verdict: 'eligible' });
    });

    it('mails the receipt and the refund in the account language over SMTP', async () => {
      const { app } = context;
      const home = await family(app, 'German', 'mail');
      const purchase = await buyCourseFor(app, home.headers, home.child);
      const receipt = await peer.waitFor(home.parent.email, /Quittung/);
      expect(receipt.subject).toBe('Deine Codehop-Quittung: Python-Kurs für Einsteiger');
      expect(receipt.text).toContain('Vielen Dank für deinen Kauf!');
      expect(receipt.text).toContain('49,00');
      expect(receipt.text).toContain('https://codehop.example/de/profile/billing');
      expect(receipt.text).not.toMatch(/Thank you|Paid:/);

      const refund = await app.inject({ method: 'POST', url: `/api/payment/request-refund?purchase_id=${purchase}&reason=not_satisfied`, headers: home.headers });
      expect(refund.json()).toMatchObject({ status: 'refunded' });
      const mail = await peer.waitFor(home.parent.email, /Erstattung/);
      expect(mail.text).toContain('Wir haben dir 49,00');
      expect(mail.text).toContain('wieder gesperrt');
      expect(mail.text).toContain('Das Codehop-Team');
    });

    it('a subscription receipt says that it renews; cancelling mails once, in Arabic, with the last day', async () => {
      const { app } = context;
      const home = await family(app, 'Arabic', 'sub');
      await buyPlan(app, home.headers, 'family_monthly');
      const receipt = await peer.waitFor(home.parent.email, /إيصالك/);
      expect(receipt.text).toContain('يتجدد اشتراكك تلقائيًا');
      expect(receipt.text).toContain('الدفعة التالية');
      const current = ((await app.inject({ method: 'GET', url: '/api/payment/current-subscription', headers: home.headers })).json() as { subscription: { id: number } }).subscription;
      const cancelled = await app.inject({ method: 'POST', url: `/api/payment/cancel-subscription?purchase_id=${current.id}`, headers: home.headers });
      expect(cancelled.statusCode).toBe(200);
      const mail = await peer.waitFor(home.parent.email, /تم إلغاء اشتراكك/);
      expect(mail.text).toContain('تبقى كل الدورات مفتوحة حتى');
      expect(mail.text).toContain('https://codehop.example/ar/profile/billing');
      // A second cancel changes nothing and sends nothing more.
      await app.inject({ method: 'POST', url: `/api/payment/cancel-subscription?purchase_id=${current.id}`, headers: home.headers });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(peer.received.filter((entry) => entry.to.includes(home.parent.email) && /تم إلغاء/.test(entry.subject))).toHaveLength(1);
    });
  },
  { config: () => ({ smtpUrl: peer.url, mailIntervalMs: 50, publicUrl: 'https://codehop.example' }) },
);
