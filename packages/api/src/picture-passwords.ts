import { z } from 'zod';

/**
 * Picture passwords for classes of the youngest, who cannot type yet: three of these
 * nine pictures, in order. The web draws each with an icon it already ships; the server hashes the
 * sequence (`pictureSequence`) like a card password.
 */
export const PICTURES = ['sun', 'moon', 'star', 'heart', 'flower', 'tree', 'car', 'rocket', 'ball'] as const;
export type Picture = (typeof PICTURES)[number];
export const PICTURE_PASSWORD_LENGTH = 3;

export const pictureSchema = z.enum(PICTURES);
export const picturePasswordSchema = z
  .array(pictureSchema, { error: 'Choose 3 pictures' })
  .length(PICTURE_PASSWORD_LENGTH, 'Choose 3 pictures');

/** The one text a picture password is hashed as: the same pictures in the same order give the same text. */
export function pictureSequence(pictures: readonly Picture[]): string {
  return `pictures:${pictures.join('-')}`;
}

/** POST /api/auth/login-org/pictures: a student of a picture class at the school's login page. */
export const loginOrgPicturesRequestSchema = z.object({
  organization_slug: z.string().trim().min(1, 'School is required').max(100),
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  pictures: picturePasswordSchema,
});
export type LoginOrgPicturesRequest = z.infer<typeof loginOrgPicturesRequestSchema>;
