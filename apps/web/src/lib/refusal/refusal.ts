import type { PlanKey } from '@codehop/api';

/**
 * What a failed call means to the person, in five kinds:
 * - `reason`: the server refused and said why (403 class_locked, 402 payment_required, 409 ...);
 * - `fields`: 422, each problem belongs to a field (or a row of a bulk list);
 * - `stale`: 409 version_conflict / 412, someone changed the thing meanwhile; `current` is the
 *   server's body (its current state where it sends one) for a "re-apply my change" view;
 * - `wait`: 429 (and 503 with Retry-After), come back later;
 * - `offline`: the request never reached the server; what the person typed stays;
 * - `problem`: the server failed (5xx); `unexpected`: not a call at all (a bug in the page).
 */
export type RefusalKind = 'reason' | 'fields' | 'stale' | 'wait' | 'offline' | 'problem' | 'unexpected';

export type RefusalHeading =
  | 'locked'
  | 'paid'
  | 'signIn'
  | 'notAllowed'
  | 'notFound'
  | 'wait'
  | 'offline'
  | 'stale'
  | 'problem'
  | 'refused';

/** The way forward a refusal offers, as a button; its words and target are the view's job. */
export type RefusalAction =
  | { readonly kind: 'my-levels' }
  | { readonly kind: 'buy-course'; readonly courseId: string; readonly plan: PlanKey }
  | { readonly kind: 'see-plans'; readonly page: 'purchase' | 'schools' }
  | { readonly kind: 'sign-up' }
  | { readonly kind: 'log-in' }
  | { readonly kind: 'choose-student' }
  | { readonly kind: 'stop-viewing' }
  | { readonly kind: 'reload' }
  | { readonly kind: 'try-again' }
  | { readonly kind: 'home' }
  | { readonly kind: 'billing' };

export interface Refusal {
  readonly kind: RefusalKind;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string | undefined;
  readonly heading: string;
  /** The sentence to show: our words for the code, else the server's `detail`. */
  readonly message: string;
  /** 422: the server's message per field path (`name`, `usernames.3`). */
  readonly fields: Readonly<Record<string, string>>;
  /** 422 on a bulk list: the message per row index (from `<list>.<index>` field paths). */
  readonly rows: Readonly<Record<number, string>>;
  readonly actions: readonly RefusalAction[];
  /** 429: seconds to wait, when the server said (Retry-After). */
  readonly retryAfterSeconds: number | null;
  /** 409/412 stale: the server's answer body, for the re-apply view (components/stale-dialog). */
  readonly current: unknown;
  /** The course a payment refusal is about, for "which child has it". */
  readonly courseId: string | undefined;
}

/**
 * What a toast says of a failed save: the server's reason when it gave one (a code, a field, a
 * wait, no connection), else the screen's own words (the spec's "Updating avatar failed").
 */
export function reasonOr(refusal: Refusal, ownWords: string): string {
  return refusal.kind === 'problem' || refusal.kind === 'unexpected' ? ownWords : refusal.message;
}
