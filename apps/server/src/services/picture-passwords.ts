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

/** New picture passwords for these students, hashed for the card's transaction (commands/new-login-cards.ts). */
export async function newPicturePasswords(studentIds: readonly number[]): Promise<Map<number, { pictures: Picture[]; hash: string }>> {
  const given = studentIds.map((id) => [id, generatePicturePassword()] as const);
  const hashes = await Promise.all(given.map(([, pictures]) => hashStudentPassword(pictureSequence(pictures))));
  return new Map(given.map(([id, pictures], index) => [id, { pictures, hash: hashes[index] ?? '' }]));
}

/**
 * Picture passwords for students just created in a picture class (they have no card and no session
 * yet, so nothing else to put in force). Answers each student's pictures, for the card.
 */
export async function givePicturePasswords(db: Db, studentIds: readonly number[]): Promise<Map<number, Picture[]>> {
  const given = await newPicturePasswords(studentIds);
  await db.transaction(async (tx) => {
    for (const [id, { hash }] of given) await tx.update(students).set({ picturePasswordHash: hash }).where(eq(students.id, id));
  });
  return new Map([...given].map(([id, { pictures }]) => [id, pictures]));
}
