/**
 * THE price configuration (spec/platform.md §1, §9): every plan, its price in minor units (cents,
 * never floats), what it opens, and its Paddle price ids. The server maps a paid Paddle price back
 * to a plan only through this list, so a price that is not here is refused; the web formats the
 * same amounts for the reader's locale. To change a price: change it here and in Paddle.
 */
export const PLAN_KEYS = [
  'python_course',
  'advanced_python_course',
  'family_monthly',
  'family_yearly',
  'school_small',
  'school_large',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export type PlanKind = 'course' | 'family' | 'school';

export interface Plan {
  readonly key: PlanKey;
  readonly kind: PlanKind;
  /** Minor units of `currency` (4900 = 49.00). */
  readonly amountMinor: number;
  readonly currency: string;
  /** null: paid once, kept for ever (a course); else the renewal interval. */
  readonly interval: 'month' | 'year' | null;
  /** The course a course purchase opens (for one student). */
  readonly courseId?: 'python' | 'advanced-python';
  /** Students the plan covers: family 5 (spec §9), school small 200, school large null (unlimited). */
  readonly studentLimit: number | null;
  /** Paddle Billing price ids, per Paddle environment (create them in the Paddle dashboard). */
  readonly paddlePriceIds: { readonly sandbox: string; readonly production: string };
}

export const FAMILY_STUDENT_LIMIT = 5;
export const SCHOOL_SMALL_STUDENT_LIMIT = 200;

export const PLANS: Readonly<Record<PlanKey, Plan>> = {
  python_course: {
    key: 'python_course',
    kind: 'course',
    amountMinor: 4900,
    currency: 'USD',
    interval: null,
    courseId: 'python',
    studentLimit: 1,
    paddlePriceIds: { sandbox: 'pri_sandbox_python_course', production: 'pri_python_course' },
  },
  advanced_python_course: {
    key: 'advanced_python_course',
    kind: 'course',
    amountMinor: 5900,
    currency: 'USD',
    interval: null,
    courseId: 'advanced-python',
    studentLimit: 1,
    paddlePriceIds: { sandbox: 'pri_sandbox_advanced_python_course', production: 'pri_advanced_python_course' },
  },
  family_monthly: {
    key: 'family_monthly',
    kind: 'family',
    amountMinor: 999,
    currency: 'USD',
    interval: 'month',
    studentLimit: FAMILY_STUDENT_LIMIT,
    paddlePriceIds: { sandbox: 'pri_sandbox_family_monthly', production: 'pri_family_monthly' },
  },
  family_yearly: {
    key: 'family_yearly',
    kind: 'family',
    amountMinor: 7900,
    currency: 'USD',
    interval: 'year',
    studentLimit: FAMILY_STUDENT_LIMIT,
    paddlePriceIds: { sandbox: 'pri_sandbox_family_yearly', production: 'pri_family_yearly' },
  },
  school_small: {
    key: 'school_small',
    kind: 'school',
    amountMinor: 49900,
    currency: 'USD',
    interval: 'year',
    studentLimit: SCHOOL_SMALL_STUDENT_LIMIT,
    paddlePriceIds: { sandbox: 'pri_sandbox_school_small', production: 'pri_school_small' },
  },
  school_large: {
    key: 'school_large',
    kind: 'school',
    amountMinor: 149900,
    currency: 'USD',
    interval: 'year',
    studentLimit: null,
    paddlePriceIds: { sandbox: 'pri_sandbox_school_large', production: 'pri_school_large' },
  },
};

/** Refund window for permanent purchases (spec §9). */
export const REFUND_WINDOW_DAYS = 30;

/** The plan of a course id, for "buy this course" links. */
export function coursePlanKey(courseId: string): PlanKey | undefined {
  return PLAN_KEYS.find((key) => PLANS[key].courseId === courseId);
}
