import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schoolClasses } from '../../db/schema.ts';
import type { ClassRow } from '../../policies/organization.ts';
import { entityTag, sendTag, StaleError } from '../../plugins/preconditions.ts';
import { classAnswer } from './class-answer.ts';
import { CLASS_NOT_FOUND } from './organization-context.ts';

/** A class and its teachers share one tag: the class answer shows its teachers (plugins/preconditions.ts). */
export const CLASS_TAG = 'class';

export function sendClassTag(reply: FastifyReply, klass: ClassRow): void {
  sendTag(reply, CLASS_TAG, klass.id, klass.version);
}

/** After a conditional write touched no row: 412 with the class as it is now (404 when it is gone). */
export async function staleClass(request: FastifyRequest, classId: number): Promise<never> {
  const [now] = await request.server.database.db.select().from(schoolClasses).where(eq(schoolClasses.id, classId)).limit(1);
  if (!now) throw CLASS_NOT_FOUND;
  throw new StaleError(await classAnswer(request, now), entityTag(CLASS_TAG, now.id, now.version));
}
