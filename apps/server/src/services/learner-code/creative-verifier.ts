import type { CreativeMapPath } from '@codehop/api';
import { parseLevel, type Level } from '@codehop/engine';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creativeLevelPlays, creativeLevels, levelProgress } from '../../db/schema.ts';
import type { CreativeLevelRow } from '../../presenters/creative-level.ts';
import type { Clock } from '../clock.ts';
import { loadCreativeMap } from '../creative-maps.ts';
import { creativeProgressSlug } from '../creative-progress.ts';
import type { LearnerCode } from './index.ts';
import type { VerificationStatus } from './verification-status.ts';
import { verdictWithin } from './verdict-within.ts';

/** A claimed completion of a creative level: who claims it, with which program. */
export interface CreativeClaim {
  readonly level: CreativeLevelRow;
  /** The level's own creator (their completion lets them publish it). */
  readonly isCreator: boolean;
  /** The play's key (`student:<id>`, `user:<id>`, `anon:<id>`), for a player who is not the creator. */
  readonly subject: string;
  /** The student whose progress keeps the level, if any. */
  readonly studentId: number | null;
  readonly code: string;
}

/** The level as the play screen builds it from GET /api/level/data (creative-level-data.ts). */
export async function creativeEngineLevel(level: CreativeLevelRow): Promise<Level> {
  const { map } = await loadCreativeMap(level.mapPath as CreativeMapPath);
  return parseLevel({ map, start: level.playerStart, items: level.items, levelGoals: level.levelGoals });
}

/**
 * Turns claimed completions of creative levels into real ones, as LevelVerifier does for course
 * levels: the program is re-run in the learner-code pool against the level as stored, and only
 * when the engine agrees does the completion count (the creator's, which opens publishing; a
 * player's, in the level's completions; a student's progress). A forged `complete` changes nothing.
 * Claims live in memory: one lost to a restart is simply not counted (the player may run it again).
 */
export class CreativeVerifier {
  private readonly inFlight = new Set<Promise<VerificationStatus>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly learnerCode: LearnerCode,
    private readonly log: (message: string, details: Record<string, unknown>) => void,
  ) {}

  /** Checks a claim and applies it when verified; waits at most `ms` for the verdict (`pending` after). */
  async verdictWithin(claim: CreativeClaim, ms: number): Promise<VerificationStatus> {
    const running = this.verify(claim);
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
    return verdictWithin(running, ms);
  }

  /** Every check under way has finished (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async verify(claim: CreativeClaim): Promise<VerificationStatus> {
    try {
      const level = await creativeEngineLevel(claim.level);
      const result = await this.learnerCode.verifyLevel({ courseId: claim.level.courseId, level, code: claim.code });
      if (result.error?.kind === 'crash') {
        this.log('creative level verification could not run', { levelId: claim.level.id });
        return 'pending';
      }
      if (!result.completed) return 'rejected';
      await this.applyCompletion(claim);
      return 'verified';
    } catch (error) {
      this.log('creative level verification failed', { levelId: claim.level.id, err: error instanceof Error ? error.message : String(error) });
      return 'pending';
    }
  }

  /** What a verified completion changes, once per player (the counts never double). */
  private async applyCompletion(claim: CreativeClaim): Promise<void> {
    const now = this.clock.now();
    const { level } = claim;
    await this.db.transaction(async (tx) => {
      if (claim.studentId !== null) {
        await tx
          .update(levelProgress)
          .set({ status: 'complete', completedAt: sql`coalesce(${levelProgress.completedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
          .where(
            and(
              eq(levelProgress.studentId, claim.studentId),
              eq(levelProgress.courseId, level.courseId),
              eq(levelProgress.levelSlug, creativeProgressSlug(level.id)),
            ),
          );
      }
      if (claim.isCreator) {
        await tx.update(creativeLevels).set({ creatorCompletedAt: now, creatorCompletedCode: claim.code }).where(eq(creativeLevels.id, level.id));
        return;
      }
      const finished = await tx
        .update(creativeLevelPlays)
        .set({ completedAt: now })
        .where(and(eq(creativeLevelPlays.levelId, level.id), eq(creativeLevelPlays.player, claim.subject), isNull(creativeLevelPlays.completedAt)))
        .returning({ levelId: creativeLevelPlays.levelId });
      if (finished.length > 0) {
        await tx
          .update(creativeLevels)
          .set({ completionsCount: sql`${creativeLevels.completionsCount} + ${finished.length}` })
          .where(eq(creativeLevels.id, level.id));
      }
    });
  }
}
