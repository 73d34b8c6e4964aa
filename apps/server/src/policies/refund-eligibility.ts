import { PLANS, REFUND_WINDOW_DAYS, type PlanKey, type RefundEligibility } from '@codehop/api';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { certificates, levelProgress, purchases } from '../db/schema.ts';
import type { CourseId } from '@codehop/content';
import type { CourseCatalogue } from '../services/course-catalogue.ts';
import type { PaymentProvider, PurchaseRow } from '../services/payments/provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the student finished every level of the course (a completed course is not refunded, §9). */
async function courseCompleted(db: Db, catalogue: CourseCatalogue, studentId: number, courseId: string): Promise<boolean> {
  const levels = catalogue.getCourse(courseId as CourseId).chapters.reduce((sum, chapter) => sum + chapter.levels.length, 0);
  const [row] = await db
    .select({ done: count() })
    .from(levelProgress)
    .where(and(eq(levelProgress.studentId, studentId), eq(levelProgress.courseId, courseId), eq(levelProgress.status, 'complete')));
  return levels > 0 && (row?.done ?? 0) >= levels;
}

/**
 * Whether a certificate of the course was issued to the student since the purchase: what the
 * purchase helped earn. A first-steps certificate from before it was earned on the free levels.
 */
async function certificateIssued(db: Db, studentId: number, courseId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.studentId, studentId), eq(certificates.courseId, courseId), gte(certificates.issuedAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * The refund policy of spec §9: a permanent purchase within 30 days, unless its course is completed
 * or its certificate issued; a subscription's last payment (the refund also cancels at once).
 */
export async function refundEligibility(
  db: Db,
  catalogue: CourseCatalogue,
  purchase: PurchaseRow,
  now: Date,
  settles: RefundEligibility['settles'],
): Promise<RefundEligibility> {
  const plan = PLANS[purchase.planKey as PlanKey];
  const deadline = plan.interval === null ? new Date(purchase.purchasedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
  const answer = (verdict: RefundEligibility['verdict']): RefundEligibility => ({
    purchase_id: purchase.id,
    eligible: verdict === 'eligible',
    verdict,
    deadline: deadline?.toISOString() ?? null,
    amount_minor: purchase.amountMinor,
    currency: purchase.currency,
    settles,
  });
  if (purchase.status === 'refunded') return answer('already_refunded');
  if (purchase.status === 'refund_requested') return answer('refund_requested');
  if (purchase.subscriptionId !== null) {
    const [last] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.subscriptionId, purchase.subscriptionId))
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
      .limit(1);
    return answer(last?.id === purchase.id ? 'eligible' : 'not_last_payment');
  }
  if (deadline && now > deadline) return answer('window_passed');
  if (purchase.studentId !== null && purchase.courseId !== null) {
    if (await courseCompleted(db, catalogue, purchase.studentId, purchase.courseId)) return answer('course_completed');
    if (await certificateIssued(db, purchase.studentId, purchase.courseId, purchase.purchasedAt)) return answer('certificate_issued');
  }
  return answer('eligible');
}

/** How the provider settles a granted refund: the local test provider at once, Paddle after its review. */
export function refundSettling(provider: Pick<PaymentProvider, 'name'>): RefundEligibility['settles'] {
  return provider.name === 'local' ? 'at_once' : 'after_review';
}
