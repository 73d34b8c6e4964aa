import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { schoolClasses } from '../../db/schema.ts';
import type { ClassRow } from '../../policies/organization.ts';

/** A fresh secret of a class's picture login page: 128 random bits, URL-safe (22 characters). */
export function newPictureLoginToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The class's picture login token, made on first use; `renew` replaces it so the old page stops working. */
export async function pictureLoginTokenOf(db: Db, klass: ClassRow, renew = false): Promise<string> {
  if (klass.pictureLoginToken && !renew) return klass.pictureLoginToken;
  const token = newPictureLoginToken();
  await db.update(schoolClasses).set({ pictureLoginToken: token }).where(eq(schoolClasses.id, klass.id));
  return token;
}
