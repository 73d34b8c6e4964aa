import { createHmac } from 'node:crypto';
import { NodeRuntime, Webhooks } from '@paddle/paddle-node-sdk';

/**
 * Paddle's signature: `Paddle-Signature: ts=<unix seconds>;h1=<hex HMAC-SHA256(secret, ts + ':' + raw body)>`.
 * The local provider and the tests sign exactly this way, so one verifier serves all.
 */
export function signWebhook(secret: string, rawBody: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const h1 = createHmac('sha256', secret).update(`${timestampSeconds}:${rawBody}`).digest('hex');
  return `ts=${timestampSeconds};h1=${h1}`;
}

// The SDK finds its HMAC through a runtime set by `new Paddle(...)`; the local provider never builds
// one, so the Node runtime is set here.
NodeRuntime.initialize();
const verifier = new Webhooks();

/**
 * Checked by Paddle's own SDK (signature and a 5-second timestamp window against replays). A
 * malformed header makes the SDK throw: that is a refusal too, never a 500.
 */
export async function isWebhookSignatureValid(secret: string, rawBody: string, signature: string | undefined): Promise<boolean> {
  if (!signature || signature.length > 500) return false;
  try {
    return await verifier.isSignatureValid(rawBody, secret, signature);
  } catch {
    return false;
  }
}
