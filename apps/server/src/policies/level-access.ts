import { PLAN_KEYS, PLANS, FAMILY_STUDENT_LIMIT, type PlanKey } from '@codehop/api';
import type { LevelAccess } from '@codehop/content';
import { and, count, eq, exists, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
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

/** A purchase of the course assigned to the student (as an EXISTS condition). */
function coursePurchased(db: Db, studentId: number, courseId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(purchases)
      .where(and(eq(purchases.studentId, studentId), eq(purchases.courseId, courseId), inArray(purchases.status, OPENING_STATUSES))),
  );
}

function liveSubscription(db: Db, whose: SQL, plans: readonly PlanKey[], now: Date): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(and(whose, inArray(subscriptions.planKey, [...plans]), liveSubscriptionAt(now))),
  );
}

/** A family subscription teaches the parent's first five students (spec §9), oldest first. */
function withinFamilyLimit(db: Db, parentUserId: number, studentId: number): SQL {
  const older = db
    .select({ older: count() })
    .from(students)
    .where(and(eq(students.parentUserId, parentUserId), lt(students.id, studentId)));
  return sql`${older} < ${FAMILY_STUDENT_LIMIT}`;
}

/**
 * Whether the chosen student may play the paid chapters of a course: a purchase of that course
 * assigned to the student, the parent's live family subscription (first five students), or a live
 * school tier of the student's organisation. Without a chosen student the account's own
 * subscription answers (the drawer of a parent who has not picked a child).
 * One statement (each way in is an EXISTS): it is asked on most learner calls, and under load the
 * database round trips, not the conditions, were what cost.
 */
export async function hasPaidAccess(db: Db, learner: Learner | null, courseId: string, now: Date): Promise<boolean> {
  if (!learner) return false;
  const { user, student } = learner;
  const waysIn: SQL[] = [];
  if (student) waysIn.push(coursePurchased(db, student.id, courseId));
  const parentId = student ? student.parentUserId : user.id;
  if (parentId !== null) {
    const family = liveSubscription(db, eq(subscriptions.userId, parentId), FAMILY_PLANS, now);
    waysIn.push(student ? sql`(${family} and ${withinFamilyLimit(db, parentId, student.id)})` : family);
  }
  const organizationId = student ? student.organizationId : user.organizationId;
  if (organizationId !== null) waysIn.push(liveSubscription(db, eq(subscriptions.organizationId, organizationId), SCHOOL_PLANS, now));
  if (waysIn.length === 0) return false;
  const [row] = await db.select({ paid: sql<boolean>`${or(...waysIn)}` }).from(sql`(select 1) as one`);
  return row?.paid === true;
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
