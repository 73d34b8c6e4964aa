import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { organizations } from '../../db/schema.ts';
import { entityTag, sendTag, StaleError } from '../../plugins/preconditions.ts';
import { organizationAnswer } from './organization-answer.ts';

export const ORGANIZATION_TAG = 'organization';

/**
 * Tags the answer with the school's version, read before the answer: should an edit land in
 * between, the tag is older than the body and the next save is refused (412), never the reverse.
 */
export async function sendOrganizationTag(db: Db, reply: FastifyReply, organizationId: number): Promise<void> {
  const [row] = await db.select({ version: organizations.version }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (row) sendTag(reply, ORGANIZATION_TAG, organizationId, row.version);
}

/** After a conditional write touched no row: 412 with the school as it is now. */
export async function staleOrganization(db: Db, organizationId: number): Promise<never> {
  const [row] = await db.select({ version: organizations.version }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  const current = await organizationAnswer(db, organizationId);
  throw new StaleError(current, entityTag(ORGANIZATION_TAG, organizationId, row?.version ?? 0));
}
