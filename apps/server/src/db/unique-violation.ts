import { z } from 'zod';

const withCode = z.object({ code: z.string() });

/** Whether a database error (pg or PGlite, possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const parsed = withCode.safeParse(current);
    if (parsed.success && parsed.data.code === '23505') return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
