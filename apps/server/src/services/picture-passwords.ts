import { randomInt } from 'node:crypto';
import { PICTURE_PASSWORD_LENGTH, PICTURES, pictureSequence, type Picture } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { students } from '../db/schema.ts';
import { hashStudentPassword } from './school-credentials.ts';

/**
 * Three different pictures of the nine, in order (9 x 8 x 7 = 504 passwords): no picture twice,
 * so a card is easy to read and to tap. Few enough to guess, which is why the picture login has a
 * tighter allowance per address than the typed one and works only for classes that chose it.
 */
export function generatePicturePassword(): Picture[] {
  const left: Picture[] = [...PICTURES];
  const chosen: Picture[] = [];
  while (chosen.length < PICTURE_PASSWORD_LENGTH) {
    const [picture] = left.splice(randomInt(left.length), 1);
    if (picture) chosen.push(picture);
  }
  return chosen;
}

/**
 * New picture passwords for these students (new login cards of a picture class): the old ones
 * stop working at once. Answers each student's pictures, for the card.
 */
export async function givePicturePasswords(db: Db, studentIds: readonly number[]): Promise<Map<number, Picture[]>> {
  const given = new Map(studentIds.map((id) => [id, generatePicturePassword()]));
  const hashes = await Promise.all([...given.values()].map((pictures) => hashStudentPassword(pictureSequence(pictures))));
  await db.transaction(async (tx) => {
    for (const [index, id] of [...given.keys()].entries()) {
      await tx.update(students).set({ picturePasswordHash: hashes[index] ?? null }).where(eq(students.id, id));
    }
  });
  return given;
}

/** The picture login's allowance per address: a class signs in from one school address, but 504 passwords are few. */
export const PICTURE_LOGIN_RATE_LIMIT = { max: 40, timeWindow: '1 minute' } as const;

/**
 * Tries per child (school and name, whoever asks): the per-address allowance alone would let one
 * address try all 504 passwords of a name in minutes; with this, trying them all takes a day, and a
 * child who mistypes a few times is told to wait minutes, not hours. The name need not exist, so
 * the limit says nothing about which names do.
 */
export const PICTURE_TRIES_PER_CHILD = { max: 6, timeWindow: 15 * 60 * 1000 } as const;
