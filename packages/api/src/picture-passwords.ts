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

/**
 * GET / POST /api/organization/classes/{class_id}/picture-link: the secret of the class's picture
 * login page, for its teachers (the POST renews it: the old page stops working).
 */
export const classPictureLinkSchema = z.object({ token: z.string() });
export type ClassPictureLink = z.infer<typeof classPictureLinkSchema>;

export const pictureClassParamsSchema = z.object({ token: z.string().trim().min(1).max(100) });

/**
 * GET /api/organization/picture-class/{token}: what the class's picture login page shows, so a
 * child taps their name instead of typing it. Names only (they are on the cards and in the
 * classroom); the pictures stay the secret.
 */
export const pictureClassSchema = z.object({
  organization_slug: z.string(),
  organization_name: z.string(),
  class_name: z.string(),
  students: z.array(z.object({ id: z.number().int(), username: z.string(), character: z.string() })),
});
export type PictureClass = z.infer<typeof pictureClassSchema>;

/** The reader's language orders the names (Zoë among the Z's in German, after them in Swedish). */
export const pictureClassQuerySchema = z.object({ locale: z.string().max(20).optional() });
