import { idSchema } from '@codehop/api';

/** The `:studentId` route parameter as a database id, or null when it cannot be one. */
export function parseStudentId(value: string | undefined): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
