import { and, isNull, ne, not, or, isNotNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/**
 * Who a campaign mail speaks to, so its words fit the reader: a family ("your children") or a
 * school's teachers and admins ("your students"). School students' own logins get no campaign
 * mail at all: their address is made up (`@students.codehop.invalid`) and they are children.
 */
export type MailAudience = 'family' | 'school';

export interface AudienceFacts {
  readonly userType: number;
  readonly organizationId: number | null;
}

/** A teacher or admin (user_type 1, 2) or anyone in an organisation reads the school words. */
export function mailAudienceOf(user: AudienceFacts): MailAudience {
  return user.userType !== 0 || user.organizationId !== null ? 'school' : 'family';
}

/** The same rule in SQL, for counting a campaign's audience without reading every row. */
export const IS_SCHOOL_AUDIENCE: SQL = or(ne(users.userType, 0), isNotNull(users.organizationId)) ?? sql`false`;

/** Who may get campaign mail: has not unsubscribed and is not a school student's login. */
export const MAY_GET_CAMPAIGNS: SQL = and(isNull(users.unsubscribedAt), not(users.isStudent)) ?? sql`false`;
