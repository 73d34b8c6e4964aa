import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/**
 * Class names are unique in a school, compared trimmed and without regard to case ("Class 5B" and
 * " class 5b" are the same class to a teacher picking from a list); 422 on the name field otherwise.
 */
export async function refuseTakenClassName(db: Db, organizationId: number, name: string, exceptClassId?: number): Promise<void> {
  const wanted = name.trim().toLowerCase();
  const [taken] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.organizationId, organizationId),
        sql`lower(btrim(${schoolClasses.name})) = ${wanted}`,
        exceptClassId === undefined ? undefined : ne(schoolClasses.id, exceptClassId),
      ),
    )
    .limit(1);
  if (taken) {
    throw new HttpError(422, 'Validation Error', 'validation_error', [
      { field: 'name', location: 'body', message: 'Your school already has a class with this name. Choose another name.' },
    ]);
  }
}
