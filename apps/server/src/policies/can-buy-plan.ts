import { PLANS, type PlanKey } from '@codehop/api';
import type { UserRow } from '../commands/sessions.ts';

/**
 * Who buys what (spec §6): families buy courses and the family subscription at /purchase;
 * organisation users (teachers and admins, or anyone in an organisation) buy school tiers at
 * /schools, and only their admin pays for the organisation. A parent without an organisation may
 * buy a school tier too: the schools area links it to the organisation they register.
 */
export function canBuyPlan(user: UserRow, plan: PlanKey): boolean {
  const kind = PLANS[plan].kind;
  const inOrganization = user.organizationId !== null || user.userType !== 0;
  if (kind === 'school') return !inOrganization || user.userType === 2;
  return !inOrganization;
}

/** Who sees billing and may cancel, upgrade or ask for refunds: the buyer (parents and admins). */
export function canManageBilling(user: UserRow): boolean {
  return user.userType === 0 || user.userType === 2;
}
