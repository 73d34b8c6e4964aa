import { HttpError } from '../../plugins/error-handler.ts';
import { ProviderError } from '../../services/payments/provider.ts';

/** Runs a provider action; Paddle's refusal becomes 502 with its reason, not a 500. */
export async function providerCall<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, error.message, 'provider_error');
    throw error;
  }
}
