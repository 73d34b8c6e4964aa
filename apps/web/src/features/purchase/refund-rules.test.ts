import { describe, expect, it } from 'vitest';
import { purchaseEn } from './i18n/purchase-en.ts';
import { refundRulesKey } from './refund-rules.ts';

// Issue 41: a course's refund spoke of ending a subscription.
describe('the rules the refund form states', () => {
  it('speaks of the course, never of a subscription, for a course', () => {
    expect(refundRulesKey({ kind: 'course' })).toBe('refund.courseRules');
    expect(purchaseEn.refund.courseRules).not.toMatch(/subscription/i);
    expect(purchaseEn.refund.courseRules).toMatch(/course/);
  });

  it('speaks of the subscription for a family or school plan', () => {
    expect(refundRulesKey({ kind: 'family' })).toBe('refund.subscriptionRules');
    expect(refundRulesKey({ kind: 'school' })).toBe('refund.subscriptionRules');
    expect(purchaseEn.refund.subscriptionRules).toMatch(/subscription/);
  });
});
