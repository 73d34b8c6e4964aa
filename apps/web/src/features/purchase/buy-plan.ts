import type { CheckoutSession } from '@codehop/api';

/**
 * Opens Paddle's overlay checkout for a session the server opened. Paddle.js loads only here, when
 * someone really pays; the overlay goes to billing when done, where the webhook's purchase shows.
 */
export async function openPaddleOverlay(session: CheckoutSession, successUrl: string): Promise<void> {
  const details = session.paddle;
  if (!details) throw new Error('not a Paddle checkout');
  const { initializePaddle } = await import('@paddle/paddle-js');
  const paddle = await initializePaddle({ token: details.client_token, environment: details.environment });
  if (!paddle) throw new Error('Paddle.js did not load');
  paddle.Checkout.open({
    items: [{ priceId: details.price_id, quantity: 1 }],
    customer: { email: details.customer_email },
    customData: details.custom_data,
    settings: { successUrl, displayMode: 'overlay' },
  });
}
