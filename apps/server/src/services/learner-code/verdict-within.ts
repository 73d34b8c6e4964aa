import type { VerificationStatus } from './verification-status.ts';

/**
 * A check's verdict if it comes within `ms`, else `pending` (the check goes on): a request must
 * not wait for a slow pool, yet a warm one answers in time.
 */
export async function verdictWithin(running: Promise<VerificationStatus>, ms: number): Promise<VerificationStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<VerificationStatus>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  try {
    return await Promise.race([running, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
