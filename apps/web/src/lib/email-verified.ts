export type EmailVerifiedOutcome = 'verified' | 'failed';

/**
 * The outcome the confirm-email link reports on the locale root (`?email_verified=True|False`),
 * or null when the query does not carry one.
 */
export function emailVerifiedOutcome(search: string): EmailVerifiedOutcome | null {
  const value = new URLSearchParams(search).get('email_verified')?.toLowerCase();
  if (value === 'true') return 'verified';
  if (value === 'false') return 'failed';
  return null;
}
