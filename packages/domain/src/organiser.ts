import type { PricingPlan } from './contract/user-details';

/** Last name used when a bulk-upload payee has none (SPEC §5). */
const BULK_UPLOAD_MISSING_LAST_NAME = '.';

/** SPEC §5 bulk-upload user: a missing (or blank) last name defaults to ".". */
export function bulkUploadName(
  firstName: string,
  lastName?: string | null,
): { firstName: string; lastName: string } {
  const last = (lastName ?? '').trim();
  return {
    firstName: firstName.trim().replace(/\s+/g, ' '),
    lastName: last || BULK_UPLOAD_MISSING_LAST_NAME,
  };
}

/**
 * SPEC §5 bulk-upload user given as one name: a single word is the first name with last name ".";
 * otherwise the first word is the first name and the rest the last name.
 */
export function splitBulkUploadFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return bulkUploadName(first, rest.join(' '));
}

/** SPEC §5: the poc plan is the one named by the planid query, falling back to the first plan. */
export function choosePocPlan<P extends Pick<PricingPlan, 'id'>>(
  plans: readonly P[],
  planId?: string | number | null,
): P | undefined {
  const wanted = planId === undefined || planId === null || planId === '' ? NaN : Number(planId);
  return plans.find((p) => p.id === wanted) ?? plans[0];
}
