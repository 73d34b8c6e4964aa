import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { organizationSlugs, organizations } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { SLUG_TAKEN } from './organization-answer.ts';

type OrganizationRow = typeof organizations.$inferSelect;

/** The school at an address: its current one, or one it had before (old cards and links keep working). */
export async function organizationAtSlug(db: Db, slug: string): Promise<OrganizationRow | null> {
  const wanted = slug.trim().toLowerCase();
  const [current] = await db.select().from(organizations).where(eq(organizations.slug, wanted)).limit(1);
  if (current) return current;
  const [old] = await db
    .select({ organization: organizations })
    .from(organizationSlugs)
    .innerJoin(organizations, eq(organizations.id, organizationSlugs.organizationId))
    .where(eq(organizationSlugs.slug, wanted))
    .limit(1);
  return old?.organization ?? null;
}

/** 409 when an address belongs to another school, now or before. */
export async function refuseSlugOfAnother(db: Db, slug: string, organizationId: number | null): Promise<void> {
  const holder = await organizationAtSlug(db, slug);
  if (holder && holder.id !== organizationId) throw new HttpError(409, SLUG_TAKEN, 'slug_taken');
}

/**
 * Moves a school to a new address; the old one is kept as a former address. Going back to a
 * former address takes it out of the list. Runs inside the caller's transaction.
 */
export async function moveSchoolAddress(tx: Db, organization: OrganizationRow, newSlug: string): Promise<void> {
  if (organization.slug === newSlug) return;
  await tx.delete(organizationSlugs).where(eq(organizationSlugs.slug, newSlug));
  await tx.insert(organizationSlugs).values({ slug: organization.slug, organizationId: organization.id }).onConflictDoNothing();
}
