import type { ExecutionType } from '@codehop/api';
import type { UserRow } from '../commands/sessions.ts';
import type { Db } from '../db/database.ts';
import type { StudentRow } from '../presenters/student.ts';
import { hasPaidAccess } from './level-access.ts';

/** Anonymous daily limits (spec/platform.md §9, gameplay §6). */
export const ANONYMOUS_LIMITS: Readonly<Record<ExecutionType, number>> = {
  level: 10,
  challenge: 10,
  level_assistant: 5,
  challenge_assistant: 5,
};

/** Signed-in limits; null is unlimited. The assistant's default comes from the student's own limit. */
export const SIGNED_IN_LIMITS: Readonly<Record<ExecutionType, number | null>> = {
  level: null,
  challenge: 30,
  level_assistant: 20,
  challenge_assistant: 20,
};

export type Player =
  | { kind: 'anonymous'; anonymousId: string }
  | { kind: 'student'; user: UserRow; student: StudentRow };

/** The daily limit of a player for an execution type; null means unlimited. */
export async function dailyAttemptLimit(db: Db, now: Date, player: Player, executionType: ExecutionType): Promise<number | null> {
  if (player.kind === 'anonymous') return ANONYMOUS_LIMITS[executionType];
  const assistant = executionType === 'level_assistant' || executionType === 'challenge_assistant';
  if (assistant && !player.student.assistantEnabled) return 0;
  // A school student's assistant follows what their school set, whatever the school's plan.
  if (assistant && player.student.organizationId !== null) return player.student.assistantAttemptLimit;
  // Unlimited for every signed-in player already (levels): no need to ask the database who paid.
  if (!assistant && SIGNED_IN_LIMITS[executionType] === null) return null;
  // Subscribers and course owners play without limits; a disabled assistant stays disabled.
  const learner = { user: player.user, student: player.student };
  if ((await hasPaidAccess(db, learner, 'python', now)) || (await hasPaidAccess(db, learner, 'advanced-python', now))) return null;
  if (assistant) return player.student.assistantAttemptLimit;
  return SIGNED_IN_LIMITS[executionType];
}

/** The counter key: one per student, or per anonymous visitor id. */
export function attemptSubject(player: Player): string {
  return player.kind === 'anonymous' ? `anon:${player.anonymousId}` : `student:${player.student.id}`;
}
