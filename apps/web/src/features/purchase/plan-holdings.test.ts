import type { Purchase, Subscription } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { planHolding } from './plan-holdings.ts';

const purchase = (over: Partial<Purchase>): Purchase => ({
  id: 1,
  plan_name: 'python_course',
  kind: 'course',
  course_id: 'python',
  student_id: 7,
  student_username: 'ada',
  amount_minor: 4900,
  currency: 'USD',
  status: 'paid',
  purchased_at: '2026-11-01T00:00:00.000Z',
  refunded_at: null,
  subscription_id: null,
  ...over,
});

const subscription = (over: Partial<Subscription>): Subscription =>
  ({
    id: 3,
    plan_name: 'family_monthly',
    status: 'active',
    current_period_end: null,
    next_payment_at: null,
    cancel_at_period_end: false,
    amount_minor: 999,
    currency: 'USD',
    ...over,
  }) as Subscription;

describe('what the family already has of a plan', () => {
  it('offers Buy for nothing bought, and never for a course every child has', () => {
    expect(planHolding('python_course', [], null, 2).state).toBe('available');
    expect(planHolding('python_course', [purchase({})], null, 1)).toEqual({ state: 'owned', children: ['ada'] });
    expect(planHolding('python_course', [purchase({})], null, 2)).toEqual({ state: 'some', children: ['ada'] });
    expect(planHolding('advanced_python_course', [purchase({})], null, 1).state).toBe('available');
  });

  it('a refunded purchase is no longer owned; an unassigned one asks for a child first', () => {
    expect(planHolding('python_course', [purchase({ status: 'refunded' })], null, 1).state).toBe('available');
    expect(planHolding('python_course', [purchase({ student_id: null, student_username: null })], null, 1).state).toBe('unassigned');
  });

  it('a live family subscription includes the courses and is not sold twice', () => {
    const live = subscription({});
    expect(planHolding('python_course', [], live, 3).state).toBe('included');
    expect(planHolding('family_monthly', [], live, 3).state).toBe('current');
    expect(planHolding('family_yearly', [], live, 3).state).toBe('switch');
    expect(planHolding('family_monthly', [], subscription({ status: 'canceled' }), 3).state).toBe('available');
  });
});

describe('what the school already has of a tier (issue 41: Small school was sold twice)', () => {
  it('shows the live tier as the current plan and the other tier as a change on billing, never as Buy', () => {
    const small = subscription({ plan_name: 'school_small', amount_minor: 49900 });
    expect(planHolding('school_small', [], small, 0).state).toBe('current');
    expect(planHolding('school_large', [], small, 0).state).toBe('switch');
  });

  it('sells both tiers to a school without a live tier, and a family plan does not count as one', () => {
    expect(planHolding('school_small', [], null, 0).state).toBe('available');
    expect(planHolding('school_large', [], subscription({ plan_name: 'school_large', status: 'canceled' }), 0).state).toBe('available');
    expect(planHolding('school_small', [], subscription({}), 0).state).toBe('available');
    expect(planHolding('family_monthly', [], subscription({ plan_name: 'school_small' }), 0).state).toBe('available');
  });
});
