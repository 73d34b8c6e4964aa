import type { Purchase } from '@codehop/api';

/**
 * Which rules the refund form states (issue 41: a course's refund spoke of ending a
 * subscription): a course is bought once, and its refund ends the access to it; a subscription's
 * refund covers its last payment and ends the subscription.
 */
export function refundRulesKey(purchase: Pick<Purchase, 'kind'>): 'refund.courseRules' | 'refund.subscriptionRules' {
  return purchase.kind === 'course' ? 'refund.courseRules' : 'refund.subscriptionRules';
}
