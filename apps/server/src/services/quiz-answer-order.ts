import { createHash } from 'node:crypto';

/**
 * The order in which one player sees the answers of one question: `order[shown] = stored`, a
 * permutation of the content's answer indexes. The content lists the right answer first, so
 * serving that order would let a child who always picks the top one pass; the order is shuffled
 * per player and question instead. It is a pure function of its inputs (a SHA-256 chain, no
 * Math.random), so a reload, a retry and the answer call all see the same order, and the server
 * never has to store it.
 */
export function answerOrder(playerKey: string, courseId: string, chapterId: number, questionId: number, count: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  const seed = `${playerKey}|${courseId}|${chapterId}|${questionId}`;
  // Fisher-Yates, each swap drawing 32 fresh bits from the seed and its step.
  for (let index = count - 1; index > 0; index -= 1) {
    const draw = createHash('sha256').update(`${seed}|${index}`).digest().readUInt32BE(0);
    const other = draw % (index + 1);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

/** The stored answer index a player's shown choice stands for; undefined when it is out of range. */
export function storedAnswerIndex(order: readonly number[], shown: number): number | undefined {
  return order[shown];
}

/** Where a stored answer index is shown to the player. */
export function shownAnswerIndex(order: readonly number[], stored: number): number {
  return order.indexOf(stored);
}
