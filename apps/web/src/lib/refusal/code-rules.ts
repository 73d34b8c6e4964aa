import type { RefusalAction, RefusalHeading } from './refusal.ts';

/** How a server `code` is shown: the page heading and the ways forward. */
export interface CodeRule {
  readonly heading: RefusalHeading;
  readonly actions: readonly RefusalAction[];
}

const MY_LEVELS: RefusalAction = { kind: 'my-levels' };
const FAMILY_PLANS: RefusalAction = { kind: 'see-plans', page: 'purchase' };

/** Codes whose way forward is more than "read this"; others get their status's heading. */
const RULES: Readonly<Record<string, CodeRule>> = {
  class_locked: { heading: 'locked', actions: [MY_LEVELS] },
  no_skip: { heading: 'locked', actions: [MY_LEVELS] },
  quiz_required: { heading: 'locked', actions: [MY_LEVELS] },
  quiz_off: { heading: 'locked', actions: [MY_LEVELS] },
  // payment_required gets its buy button from describeRefusal, which knows the course.
  payment_required: { heading: 'paid', actions: [] },
  student_required: { heading: 'notAllowed', actions: [{ kind: 'choose-student' }] },
  school_student_limit: { heading: 'notAllowed', actions: [{ kind: 'see-plans', page: 'schools' }] },
  assistant_credits_anonymous: { heading: 'notAllowed', actions: [{ kind: 'sign-up' }] },
  assistant_credits_student: { heading: 'notAllowed', actions: [FAMILY_PLANS] },
  attempts_exhausted: { heading: 'notAllowed', actions: [FAMILY_PLANS] },
  sign_up_required: { heading: 'signIn', actions: [{ kind: 'sign-up' }, { kind: 'log-in' }] },
  not_authenticated: { heading: 'signIn', actions: [{ kind: 'log-in' }] },
  impersonation_forbidden: { heading: 'notAllowed', actions: [{ kind: 'stop-viewing' }] },
  csrf: { heading: 'notAllowed', actions: [{ kind: 'reload' }] },
  version_conflict: { heading: 'stale', actions: [{ kind: 'reload' }] },
  school_student: { heading: 'notAllowed', actions: [MY_LEVELS] },
  certificate_not_earned: { heading: 'notAllowed', actions: [MY_LEVELS] },
  // A plan the school or family already has: it is changed on billing, not bought again.
  already_subscribed: { heading: 'refused', actions: [{ kind: 'billing' }] },
};

function headingOfStatus(status: number): RefusalHeading {
  if (status === 401) return 'signIn';
  if (status === 402) return 'paid';
  if (status === 403) return 'notAllowed';
  if (status === 404) return 'notFound';
  if (status === 409 || status === 412) return 'stale';
  if (status === 429) return 'wait';
  if (status >= 500) return 'problem';
  return 'refused';
}

export function ruleFor(status: number, code: string | undefined): CodeRule {
  const rule = code === undefined ? undefined : RULES[code];
  if (rule) return rule;
  const heading = headingOfStatus(status);
  // A 409 that is not about a stale copy (name taken, already confirmed) is a plain refusal.
  return { heading: heading === 'stale' && status === 409 ? 'refused' : heading, actions: status === 401 ? [{ kind: 'log-in' }] : [] };
}
