import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessions, students, users } from '../db/schema.ts';
import { clearChildTries } from '../services/picture-login-tries.ts';

/** One student's new card, already hashed: the typed password, and the pictures in a picture class. */
export interface NewCard {
  readonly studentId: number;
  readonly userId: number | null;
  readonly passwordHash: string;
  /** Undefined keeps the student's picture password as it is (a class without pictures). */
  readonly pictureHash?: string | undefined;
}

/**
 * Puts new login cards in force in one transaction: the new secrets replace the old ones, the old
 * card's wrong tries are forgotten (a child locked out by a classmate's taps gets in with the new
 * card at once) and every session opened with the old card ends (a lost card that someone used
 * stops working everywhere, not only at the next login).
 */
export async function putNewCardsInForce(db: Db, cards: readonly NewCard[]): Promise<void> {
  if (cards.length === 0) return;
  await db.transaction(async (tx) => {
    for (const card of cards) {
      if (card.userId !== null) await tx.update(users).set({ passwordHash: card.passwordHash }).where(eq(users.id, card.userId));
      if (card.pictureHash !== undefined) await tx.update(students).set({ picturePasswordHash: card.pictureHash }).where(eq(students.id, card.studentId));
    }
    await clearChildTries(tx, cards.map((card) => card.studentId));
    const userIds = cards.flatMap((card) => (card.userId === null ? [] : [card.userId]));
    if (userIds.length > 0) await tx.delete(sessions).where(inArray(sessions.userId, userIds));
  });
}
