import type { PaymentsConfig } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { createLocalProvider } from './local-provider.ts';
import { createPaddleProvider } from './paddle-provider.ts';
import type { PaymentProvider } from './provider.ts';

export type LocalCheckoutCompleter = (checkoutId: string, plan: Parameters<ReturnType<typeof createLocalProvider>['complete']>[1]) => Promise<void>;

/**
 * Paddle when configured, else the local test provider. `complete` (the test checkout's Pay button)
 * exists only for the local provider: with Paddle there is no way to "pay" without Paddle.
 */
export function createPaymentProvider(
  config: PaymentsConfig,
  local: { clock: Clock; deliver(rawBody: string, signature: string): Promise<void> },
): { provider: PaymentProvider; completeLocalCheckout: LocalCheckoutCompleter | undefined } {
  if (config.kind === 'paddle') return { provider: createPaddleProvider(config), completeLocalCheckout: undefined };
  const provider = createLocalProvider({ ...local, ...(config.webhookSecret ? { webhookSecret: config.webhookSecret } : {}) });
  return { provider, completeLocalCheckout: (checkoutId, plan) => provider.complete(checkoutId, plan) };
}
