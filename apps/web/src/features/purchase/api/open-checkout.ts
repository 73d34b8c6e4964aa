import { useMutation } from '@tanstack/react-query';
import { apiRequest, checkoutSessionSchema, type CheckoutSession, type PlanKey } from '@codehop/api';

/** POST /api/payment/paddle: opens a checkout for a plan (our test page or Paddle's overlay). */
export function openCheckout(plan: PlanKey): Promise<CheckoutSession> {
  return apiRequest('/api/payment/paddle', { method: 'POST', body: { plan_name: plan }, schema: checkoutSessionSchema });
}

export function useOpenCheckout() {
  return useMutation({ mutationFn: openCheckout });
}
