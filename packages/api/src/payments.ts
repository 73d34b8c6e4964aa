import { z } from 'zod';
import { PLAN_KEYS } from './price-list.ts';

/** Shapes of the /api/payment calls and the purchase calls of /api/profile (spec/platform.md §3, §7). */

export const planKeySchema = z.enum(PLAN_KEYS, { error: 'Unknown plan' });

export const checkoutRequestSchema = z.object({ plan_name: planKeySchema });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** What the browser needs to open a checkout: our test page (local) or Paddle's overlay. */
export const checkoutSessionSchema = z.object({
  provider: z.enum(['local', 'paddle']),
  checkout_id: z.string(),
  plan_name: planKeySchema,
  amount_minor: z.number().int(),
  currency: z.string(),
  /** The local test checkout page (relative to the locale root); null with Paddle. */
  checkout_path: z.string().nullable(),
  paddle: z
    .object({
      client_token: z.string(),
      environment: z.enum(['sandbox', 'production']),
      price_id: z.string(),
      customer_email: z.string(),
      custom_data: z.object({ checkout_id: z.string() }),
    })
    .nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const checkoutIdParamsSchema = z.object({ checkout_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** The local test checkout: what is being bought and whether it was paid already. */
export const localCheckoutSchema = z.object({
  checkout_id: z.string(),
  plan_name: planKeySchema,
  amount_minor: z.number().int(),
  currency: z.string(),
  completed: z.boolean(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

export const PURCHASE_STATUSES = ['paid', 'refund_requested', 'refunded'] as const;

export const purchaseSchema = z.object({
  id: z.number().int(),
  plan_name: planKeySchema,
  kind: z.enum(['course', 'family', 'school']),
  course_id: z.string().nullable(),
  student_id: z.number().int().nullable(),
  student_username: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  purchased_at: z.string(),
  refunded_at: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseListSchema = z.array(purchaseSchema);

export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan_name: planKeySchema,
  status: z.enum(['active', 'trialing', 'past_due', 'paused', 'canceled']),
  current_period_end: z.string().nullable(),
  next_payment_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  amount_minor: z.number().int(),
  currency: z.string(),
  student_limit: z.number().int().nullable(),
  organization_id: z.number().int().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const currentSubscriptionSchema = z.object({ subscription: subscriptionSchema.nullable() });
export const subscriptionListSchema = z.array(subscriptionSchema);

export const unassignedPurchaseSchema = z.object({
  /** The course id of an unassigned purchase some student lacks; '' when there is none. */
  course_name: z.string(),
  purchase_id: z.number().int().nullable(),
});
export type UnassignedPurchase = z.infer<typeof unassignedPurchaseSchema>;

export const assignPurchaseQuerySchema = z.object({
  student_id: z.coerce.number().int().positive().max(2_147_483_647),
  course_name: z.enum(['python', 'advanced-python'], { error: 'Unknown course' }),
});
export const assignPurchaseResponseSchema = z.object({
  purchase_id: z.number().int(),
  student_id: z.number().int(),
  course_name: z.enum(['python', 'advanced-python']),
});

export const currentPlanSchema = z.object({
  subscription: planKeySchema.nullable(),
  courses: z.array(z.string()),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const planQuerySchema = z.object({ plan_name: planKeySchema });
export const upgradePreviewSchema = z.object({
  plan_name: planKeySchema,
  /** What is charged now: the new price less the unused part of the current period. */
  amount_due_minor: z.number().int(),
  currency: z.string(),
  next_payment_at: z.string().nullable(),
});
export type UpgradePreview = z.infer<typeof upgradePreviewSchema>;

export const purchaseIdQuerySchema = z.object({ purchase_id: z.coerce.number().int().positive().max(2_147_483_647) });

export const REFUND_REASONS = [
  'not_satisfied',
  'accidental_purchase',
  'technical_issues',
  'expectations_not_met',
  'other',
] as const;
export const refundReasonSchema = z.enum(REFUND_REASONS, { error: 'Invalid refund reason' });

export const refundRequestQuerySchema = purchaseIdQuerySchema.extend({ reason: refundReasonSchema });

export const REFUND_VERDICTS = [
  'eligible',
  'window_passed',
  'course_completed',
  'certificate_issued',
  'already_refunded',
  'refund_requested',
  'not_last_payment',
] as const;
export const refundEligibilitySchema = z.object({
  purchase_id: z.number().int(),
  eligible: z.boolean(),
  verdict: z.enum(REFUND_VERDICTS),
  /** The last day a permanent purchase can be refunded; null for subscription payments. */
  deadline: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  /**
   * What a granted refund does: `at_once` (the test provider: refunded and locked on the spot, no
   * money moves) or `after_review` (Paddle reviews it first, then the money takes its days).
   */
  settles: z.enum(['at_once', 'after_review']),
});
export type RefundEligibility = z.infer<typeof refundEligibilitySchema>;

export const refundResponseSchema = z.object({ purchase_id: z.number().int(), status: z.enum(PURCHASE_STATUSES) });

const otherNeedsFeedback = (reason: string, feedback: string) => reason !== 'other' || feedback.trim().length > 0;
const FEEDBACK_REQUIRED = 'Feedback is required. Or choose another reason.';

export const cancelSubscriptionFeedbackSchema = z
  .object({
    cancel_subscription_reason: z.enum(REFUND_REASONS, { error: 'Please select a reason' }),
    feedback: z.string().max(2000).default(''),
  })
  .refine((body) => otherNeedsFeedback(body.cancel_subscription_reason, body.feedback), {
    message: FEEDBACK_REQUIRED,
    path: ['feedback'],
  });
export type CancelSubscriptionFeedback = z.input<typeof cancelSubscriptionFeedbackSchema>;

export const refundFeedbackSchema = z
  .object({
    refund_reason: z.enum(REFUND_REASONS, { error: 'Please select a reason' }),
    feedback: z.string().max(2000).default(''),
    purchase_id: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((body) => otherNeedsFeedback(body.refund_reason, body.feedback), {
    message: FEEDBACK_REQUIRED,
    path: ['feedback'],
  });
export type RefundFeedback = z.input<typeof refundFeedbackSchema>;

export const savedResponseSchema = z.object({ detail: z.string() });

export const transferPurchasesQuerySchema = z.object({
  to_email: z.email().max(254),
  from_email: z.email().max(254),
  include_assigned: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const transferPurchasesResponseSchema = z.object({ purchases: z.number().int(), subscriptions: z.number().int() });

export const setPaidQuerySchema = z.object({
  email: z.email().max(254),
  paid: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const setPaidResponseSchema = z.object({ email: z.string(), paid: z.boolean() });

export const upgradeToOrganizationSchema = z.object({
  plan_name: planKeySchema,
  amount_minor: z.number().int(),
  currency: z.string(),
  /** The family subscription the school tier replaces, if any (cancelled when the tier is paid). */
  replaces_subscription_id: z.number().int().nullable(),
});

export const studentPurchasesSchema = z.array(
  z.object({
    student_id: z.number().int(),
    username: z.string(),
    /** Course ids open to the student, and whether a subscription opens them all. */
    courses: z.array(z.string()),
    subscription: z.boolean(),
  }),
);
export type StudentPurchases = z.infer<typeof studentPurchasesSchema>;
export const purchaseCourseParamsSchema = z.object({ course: z.enum(['python', 'advanced-python']) });
export const localCompleteResponseSchema = z.object({ completed: z.boolean() });
