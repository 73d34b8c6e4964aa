import { and, eq, sql } from 'drizzle-orm';
import type { Level } from '@codehop/engine';
import type { Db } from '../../db/database.ts';
import { levelProgress, levelVerifications } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { awardRecognition } from '../recognition.ts';
import type { LearnerCode } from './index.ts';
import { verdictWithin } from './verdict-within.ts';
import type { VerificationStatus } from './verification-status.ts';

export interface VerificationJob {
  readonly id: number;
  readonly studentId: number;
  readonly courseId: string;
  readonly levelSlug: string;
  readonly code: string;
}

/**
 * Turns claimed completions into verified ones: each claim (a `level_verifications` row,
 * pending) is re-run in the learner-code pool; when the engine agrees, the claim becomes
 * `verified` and the level's progress `complete`, else `rejected` and the progress stays
 * `in_progress`. A claim replaced meanwhile by a newer one (other code) is left to the newer job.
 */
export class LevelVerifier {
  private readonly inFlight = new Map<number, Promise<VerificationStatus>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly learnerCode: LearnerCode,
    /** The level as the play screen gets it (the app's catalogue). */
    private readonly loadLevel: (courseId: string, slug: string) => Promise<Level>,
    private readonly log: (message: string, details: Record<string, unknown>) => void,
  ) {}

  /** Starts checking a claim; the promise settles with its verdict (never rejects). */
  submit(job: VerificationJob): Promise<VerificationStatus> {
    const running = this.verify(job).finally(() => {
      if (this.inFlight.get(job.id) === running) this.inFlight.delete(job.id);
    });
    this.inFlight.set(job.id, running);
    return running;
  }

  /** Waits for a verdict at most `ms`; `pending` when it is not there yet. */
  async verdictWithin(job: VerificationJob, ms: number): Promise<VerificationStatus> {
    return verdictWithin(this.inFlight.get(job.id) ?? this.submit(job), ms);
  }

  /** Every check under way has finished (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Re-submits the claims a previous run of the server left pending; returns how many. */
  async resumePending(): Promise<number> {
    const rows = await this.db
      .select({
        id: levelVerifications.id,
        studentId: levelVerifications.studentId,
        courseId: levelVerifications.courseId,
        levelSlug: levelVerifications.levelSlug,
        code: levelVerifications.code,
      })
      .from(levelVerifications)
      .where(eq(levelVerifications.status, 'pending'));
    for (const row of rows) void this.submit(row);
    return rows.length;
  }

  private async verify(job: VerificationJob): Promise<VerificationStatus> {
    let completed = false;
    let detail: string | null = null;
    try {
      const level = await this.loadLevel(job.courseId, job.levelSlug);
      const result = await this.learnerCode.verifyLevel({ courseId: job.courseId, level, code: job.code });
      completed = result.completed;
      detail = result.error ? `${result.error.kind}: ${result.error.message}`.slice(0, 500) : null;
      if (result.error?.kind === 'crash') {
        // The pool lost its process, not the learner: leave the claim pending for the next start.
        this.log('level verification could not run', { id: job.id, detail });
        return 'pending';
      }
    } catch (error) {
      this.log('level verification failed', { id: job.id, err: error instanceof Error ? error.message : String(error) });
      return 'pending';
    }
    const status: VerificationStatus = completed ? 'verified' : 'rejected';
    const now = this.clock.now();
    const settled = await this.db.transaction(async (tx) => {
      // Rows are locked in the order a new claim locks them (record-level-attempt.ts: progress, then
      // its verification): settling a claim while the learner claims the level again would otherwise
      // deadlock (seen under the load bench).
      const progressOfLevel = and(
        eq(levelProgress.studentId, job.studentId),
        eq(levelProgress.courseId, job.courseId),
        eq(levelProgress.levelSlug, job.levelSlug),
      );
      await tx.select({ id: levelProgress.studentId }).from(levelProgress).where(progressOfLevel).for('update');
      const [claim] = await tx
        .update(levelVerifications)
        .set({ status, detail, finishedAt: now })
        .where(and(eq(levelVerifications.id, job.id), eq(levelVerifications.status, 'pending'), eq(levelVerifications.code, job.code)))
        .returning({ id: levelVerifications.id });
      if (!claim) return status;
      if (completed) {
        await tx
          .update(levelProgress)
          .set({ status: 'complete', completedAt: sql`coalesce(${levelProgress.completedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
          .where(progressOfLevel);
      }
      return { status, completedNow: completed };
    });
    // Badges and certificates count verified completions only: award them once this one is.
    if (typeof settled !== 'string' && settled.completedNow) await awardRecognition(this.db, now, job.studentId);
    return typeof settled === 'string' ? settled : settled.status;
  }
}
