import { z } from 'zod';
import { ApiError, type CurrentUser } from '@codehop/api';
import { USER_TYPE } from '../../../lib/account-menu.ts';

/** Levels an anonymous visitor may look at but not run (gameplay §5: the sign-up modal instead). */
export const SIGN_UP_LEVELS: ReadonlySet<string> = new Set(['intro-level5', 'intro-level6', 'intro-level7']);

/** The anonymous sign-up prompt comes every this many executions (gameplay §4, §9). */
export const ANONYMOUS_PROMPT_EVERY = 4;

/** Who is in front of the play screen, as far as running code is concerned. */
export type Viewer =
  | { readonly kind: 'anonymous' }
  /** Signed in, but no student chosen: a parent, teacher or organisation account (gameplay §5). */
  | { readonly kind: 'no-student'; readonly user: CurrentUser }
  | { readonly kind: 'student'; readonly user: CurrentUser };

export function viewerOf(user: CurrentUser | null | undefined): Viewer {
  if (!user) return { kind: 'anonymous' };
  return user.student_id === null ? { kind: 'no-student', user } : { kind: 'student', user };
}

/** What pressing Run does before any code runs. */
export type RunVerdict =
  | 'run'
  /** A signed-in user with no student: the overlay asks to choose one. */
  | 'choose-student'
  /** Anonymous on intro-level5..7 (and what a 401 sign_up_required answer opens). */
  | 'sign-up'
  /** Anonymous on a phone (gameplay §5): the mobile sign-up modal on every Run. */
  | 'mobile-sign-up'
  /** Every 4th anonymous run: sign up to save progress. */
  | 'frequent-execution'
  /** Today's attempts are spent: the sign-up-credits or upgrade-plan modal again. */
  | 'attempts-exhausted';

export interface RunAccessInput {
  readonly viewer: Viewer;
  readonly slug: string;
  /** The anonymous execution counter kept in the browser, before this press. */
  readonly anonymousRuns: number;
  /** A 403 attempts_exhausted was answered earlier on this screen. */
  readonly activationsExceeded: boolean;
  /** A phone: a touch screen narrower than the two-panel layout. */
  readonly mobile?: boolean;
}

export interface RunAccess {
  readonly verdict: RunVerdict;
  /** The counter to keep after this press (it counts every anonymous execution, creative ones too). */
  readonly anonymousRuns: number;
}

/**
 * Gameplay §4 and §5 on a Run press, in the order a child would meet them. The anonymous counter
 * counts the press; when counter + 1 is a multiple of 4 that run is the one the prompt replaces.
 */
export function runAccess(input: RunAccessInput): RunAccess {
  const { viewer, anonymousRuns } = input;
  if (viewer.kind === 'no-student') return { verdict: 'choose-student', anonymousRuns };
  if (viewer.kind === 'anonymous' && SIGN_UP_LEVELS.has(input.slug)) return { verdict: 'sign-up', anonymousRuns };
  if (viewer.kind === 'anonymous' && input.mobile === true) return { verdict: 'mobile-sign-up', anonymousRuns };
  if (input.activationsExceeded) return { verdict: 'attempts-exhausted', anonymousRuns };
  if (viewer.kind === 'student') return { verdict: 'run', anonymousRuns };
  const counted = anonymousRuns + 1;
  return { verdict: counted % ANONYMOUS_PROMPT_EVERY === 0 ? 'frequent-execution' : 'run', anonymousRuns: counted };
}

/**
 * What a visitor is told before pressing Run, above the guide: a level that needs an account, or,
 * on a phone, that running code there needs one. Said as the page opens, so nobody waits for
 * Python to start only to meet the sign-up modal (runAccess stays the rule on the press itself).
 */
export function accountNotice(input: Pick<RunAccessInput, 'viewer' | 'slug' | 'mobile'>): 'level' | 'phone' | null {
  if (input.viewer.kind !== 'anonymous') return null;
  if (SIGN_UP_LEVELS.has(input.slug)) return 'level';
  return input.mobile === true ? 'phone' : null;
}

/** Why the server refused to count a run (POST /api/level/update answers). */
export type Refusal =
  | { readonly kind: 'attempts-exhausted'; readonly message: string }
  | { readonly kind: 'sign-up' }
  | { readonly kind: 'choose-student' }
  | { readonly kind: 'payment' };

const refusalBodySchema = z.looseObject({ code: z.string().optional(), detail: z.string().optional() });

export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const body = refusalBodySchema.safeParse(error.body);
  const code = body.success ? body.data.code : undefined;
  if (error.status === 402) return { kind: 'payment' };
  if (error.status === 401) return { kind: 'sign-up' };
  if (error.status === 403 && code === 'student_required') return { kind: 'choose-student' };
  if (error.status === 403) return { kind: 'attempts-exhausted', message: (body.success ? body.data.detail : undefined) ?? error.message };
  return null;
}

/** Spent attempts: anonymous visitors are asked to sign up, signed-in ones to upgrade (gameplay §8). */
export function exhaustedModal(viewer: Viewer): 'sign-up-credits' | 'upgrade-plan' {
  return viewer.kind === 'anonymous' ? 'sign-up-credits' : 'upgrade-plan';
}

/** Gameplay §6: organisation users and staff buy at /schools, everyone else at /purchase. */
export function purchasePath(user: CurrentUser | null | undefined): 'purchase' | 'schools' {
  if (!user) return 'purchase';
  const type = user.user_details.user_type;
  if (type === USER_TYPE.teacher || type === USER_TYPE.admin || user.organization_id !== null) return 'schools';
  return 'purchase';
}
