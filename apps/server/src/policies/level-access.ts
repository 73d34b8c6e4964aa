import { PLAN_KEYS, PLANS, FAMILY_STUDENT_LIMIT, type PlanKey } from '@codehop/api';
import type { LevelAccess } from '@codehop/content';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import { purchases, students, subscriptions } from '../db/schema.ts';
import type { StudentRow } from '../presenters/student.ts';
import { liveSubscriptionAt } from './live-subscription.ts';

export type LevelAccessVerdict = 'allowed' | 'sign_in_required' | 'payment_required';

/** Who is asking: the account, and the student it plays as (null when none is chosen). */
export interface Learner {
  readonly user: UserRow;
  readonly student: StudentRow | null;
}

const FAMILY_PLANS = PLAN_KEYS.filter((key) => PLANS[key].kind === 'family');
const SCHOOL_PLANS = PLAN_KEYS.filter((key) => PLANS[key].kind === 'school');
/** A purchase keeps opening its course while a refund is only requested; a refunded one does not. */
const OPENING_STATUSES = ['paid', 'refund_requested'];

async function hasCoursePurchase(db: Db, studentId: number, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.studentId, studentId), eq(purchases.courseId, courseId), inArray(purchases.status, OPENING_STATUSES)))
    .limit(1);
  return row !== undefined;
}

async function hasLiveSubscription(db: Db, owner: { userId?: number; organizationId?: number }, plans: readonly PlanKey[], now: Date): Promise<boolean> {
  const whose = owner.userId !== undefined ? eq(subscriptions.userId, owner.userId) : eq(subscriptions.organizationId, owner.organizationId ?? -1);
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(whose, inArray(subscriptions.planKey, [...plans]), liveSubscriptionAt(now)))
    .limit(1);
  return row !== undefined;
}

/** A family subscription teaches the parent's first five students (spec §9), oldest first. */
async function withinFamilyLimit(db: Db, student: StudentRow): Promise<boolean> {
  if (student.parentUserId === null) return false;
  const [row] = await db
    .select({ older: count() })
    .from(students)
    .where(and(eq(students.parentUserId, student.parentUserId), lt(students.id, student.id)));
  return (row?.older ?? 0) < FAMILY_STUDENT_LIMIT;
}

/**
 * Whether the chosen student may play the paid chapters of a course: a purchase of that course
 * assigned to the student, the parent's live family subscription (first five students), or a live
 * school tier of the student's organisation. Without a chosen student the account's own
 * subscription answers (the drawer of a parent who has not picked a child).
 */
export async function hasPaidAccess(db: Db, learner: Learner | null, courseId: string, now: Date): Promise<boolean> {
  if (!learner) return false;
  const { user, student } = learner;
  if (student && (await hasCoursePurchase(db, student.id, courseId))) return true;
  const parentId = student ? student.parentUserId : user.id;
  if (parentId !== null && (await hasLiveSubscription(db, { userId: parentId }, FAMILY_PLANS, now))) {
    if (!student || (await withinFamilyLimit(db, student))) return true;
  }
  const organizationId = student ? student.organizationId : user.organizationId;
  if (organizationId !== null && (await hasLiveSubscription(db, { organizationId }, SCHOOL_PLANS, now))) return true;
  return false;
}

/** The verdict once it is known whether the course is paid for (sync: presenters ask it per level). */
export function levelAccessVerdict(access: LevelAccess, signedIn: boolean, paid: boolean): LevelAccessVerdict {
  if (access === 'anyone') return 'allowed';
  if (!signedIn) return access === 'signed_in' ? 'sign_in_required' : 'payment_required';
  if (access === 'signed_in') return 'allowed';
  return paid ? 'allowed' : 'payment_required';
}

/** Who may open and run a level: anyone, a signed-in learner, or one whose course is paid for. */
export async function levelAccess(db: Db, now: Date, access: LevelAccess, learner: Learner | null, courseId: string): Promise<LevelAccessVerdict> {
  const paid = access === 'paid' && learner !== null ? await hasPaidAccess(db, learner, courseId, now) : false;
  return levelAccessVerdict(access, learner !== null, paid);
}
