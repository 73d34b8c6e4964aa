import type { FastifyInstance } from 'fastify';
import type { PlanKey } from '@codehop/api';
import { signWebhook } from '../../services/payments/webhook-signature.ts';
import { buyPlan, paddleEvent, purchasesOf } from '../../test/payment-helpers.ts';
import { EVERYONE, SIGNED_IN, type RoleContext, type RouteAccessRow } from '../../test/route-access.ts';
import { signUpParent } from '../../test/session-helpers.ts';

/** Families pay at /purchase; their money calls are theirs alone (another family's ids answer 404). */
const FAMILY = ['parent', 'parent_student', 'student_of_parent', 'platform_staff'] as const;
/** Reads of one's own billing: families and organisation admins (teachers and students handle no money). */
const BILLING = [...FAMILY, 'school_admin'] as const;
/** Reading one's own billing: a school student's account answers with its (empty) purchases too. */
const BILLING_READS = [...BILLING, 'school_student'] as const;
const NOWHERE = '999999';
const isFamily = (context: RoleContext) => (FAMILY as readonly string[]).includes(context.role);

/** A fresh purchase of the role's (families only), for the calls about one purchase. */
async function boughtPurchaseId(app: FastifyInstance, context: RoleContext, plan: PlanKey): Promise<string> {
  if (!isFamily(context)) return NOWHERE;
  await buyPlan(app, context.headers, plan);
  const [newest] = await purchasesOf(app, context.headers);
  return String(newest?.plan_name === plan ? (plan === 'python_course' ? newest.id : newest.subscription_id) : NOWHERE);
}

/**
 * A live family subscription for the role, bought unless it holds one already: a family holds one
 * at a time (policies/one-subscription.ts, 409 already_subscribed), and the walk asks twice per role.
 */
async function familySubscription(app: FastifyInstance, context: RoleContext): Promise<void> {
  if (!isFamily(context)) return;
  const opened = await app.inject({ method: 'POST', url: '/api/payment/paddle', headers: context.headers, payload: { plan_name: 'family_monthly' } });
  if (opened.statusCode === 409) return;
  const checkoutId = (opened.json() as { checkout_id: string }).checkout_id;
  await app.inject({ method: 'POST', url: `/api/payment/checkout/${checkoutId}/complete`, headers: context.headers });
}

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/payment/paddle',
    allowed: BILLING,
    request: (context) => ({ payload: { plan_name: context.role === 'school_admin' ? 'school_small' : 'python_course' } }),
    note: 'Teachers and school students buy nothing; organisation admins buy school tiers only.',
  },
  {
    method: 'POST',
    url: '/api/payment/webhook',
    allowed: EVERYONE,
    request: (_context, app) => {
      // Paddle calls without a session; only the signature counts (forgeries: webhook tests).
      const body = paddleEvent('customer.created', { id: 'ctm_walk' });
      return {
        payload: body,
        headers: { 'content-type': 'application/json', 'paddle-signature': signWebhook(app.services.payments.webhookSecret, body) },
      };
    },
    note: 'Signed events only; the walk sends a signed event of a type we ignore.',
  },
  {
    method: 'GET',
    url: '/api/payment/checkout/:checkout_id',
    allowed: FAMILY,
    ownThingsOnly: true,
    request: async (context, app) => ({ url: `/api/payment/checkout/${await openCheckout(app, context)}` }),
  },
  {
    method: 'POST',
    url: '/api/payment/checkout/:checkout_id/complete',
    allowed: FAMILY,
    ownThingsOnly: true,
    request: async (context, app) => ({ url: `/api/payment/checkout/${await openCheckout(app, context)}/complete` }),
  },
  { method: 'GET', url: '/api/payment/purchases', allowed: BILLING_READS },
  { method: 'GET', url: '/api/payment/has-unassigned-purchases', allowed: BILLING_READS },
  {
    method: 'POST',
    url: '/api/payment/assign-purchase',
    allowed: FAMILY,
    ownThingsOnly: true,
    request: async (context, app) => {
      if (!isFamily(context)) return { url: `/api/payment/assign-purchase?student_id=${NOWHERE}&course_name=python` };
      const child = await app.inject({
        method: 'POST',
        url: '/api/profile/students',
        headers: context.headers,
        payload: { username: `walk_as_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}` },
      });
      const studentId = (child.json() as { id: number }).id;
      await buyPlan(app, context.headers, 'python_course');
      return { url: `/api/payment/assign-purchase?student_id=${studentId}&course_name=python` };
    },
  },
  { method: 'GET', url: '/api/payment/current-subscription', allowed: BILLING_READS },
  { method: 'GET', url: '/api/payment/active-subscriptions', allowed: BILLING_READS },
  {
    method: 'POST',
    url: '/api/payment/cancel-subscription',
    allowed: FAMILY,
    ownThingsOnly: true,
    request: async (context, app) => ({
      url: `/api/payment/cancel-subscription?purchase_id=${await boughtPurchaseId(app, context, 'family_monthly')}`,
    }),
  },
  { method: 'GET', url: '/api/payment/current-plan', allowed: SIGNED_IN },
  {
    // Before the upgrade below: once upgraded, the family holds the yearly plan (409 same_plan).
    method: 'GET',
    url: '/api/payment/preview-subscription-upgrade',
    allowed: FAMILY,
    request: async (context, app) => {
      await familySubscription(app, context);
      return { url: '/api/payment/preview-subscription-upgrade?plan_name=family_yearly' };
    },
  },
  {
    method: 'POST',
    url: '/api/payment/upgrade-subscription',
    allowed: FAMILY,
    request: async (context, app) => {
      await familySubscription(app, context);
      return { url: '/api/payment/upgrade-subscription?plan_name=family_yearly' };
    },
  },
  { method: 'GET', url: '/api/payment/upgrade-to-organization', allowed: BILLING_READS },
  {
    method: 'GET',
    url: '/api/payment/transfer-purchases',
    allowed: ['platform_staff'],
    request: async (_context, app) => {
      const [from, to] = [await signUpParent(app), await signUpParent(app)];
      return { url: `/api/payment/transfer-purchases?from_email=${encodeURIComponent(from.email)}&to_email=${encodeURIComponent(to.email)}` };
    },
    note: 'Support moves purchases paid from the wrong account.',
  },
  {
    method: 'POST',
    url: '/api/payment/request-refund',
    allowed: FAMILY,
    ownThingsOnly: true,
    request: async (context, app) => ({
      url: `/api/payment/request-refund?purchase_id=${await boughtPurchaseId(app, context, 'python_course')}&reason=accidental_purchase`,
    }),
  },
  {
    method: 'GET',
    url: '/api/payment/refund-eligibility/:purchase_id',
    allowed: FAMILY,
    ownThingsOnly: true,
    request: async (context, app) => ({
      url: `/api/payment/refund-eligibility/${await boughtPurchaseId(app, context, 'python_course')}`,
    }),
  },
];

async function openCheckout(app: FastifyInstance, context: RoleContext): Promise<string> {
  if (!isFamily(context)) return 'no_such_checkout_0000';
  const opened = await app.inject({ method: 'POST', url: '/api/payment/paddle', headers: context.headers, payload: { plan_name: 'python_course' } });
  return (opened.json() as { checkout_id: string }).checkout_id;
}

