import { z } from 'zod';
import { ownValue } from '../own-value';

/**
 * The organiser's own payout account (issue 33, decision 165): before a first bank withdrawal the
 * organiser is onboarded at the payout provider (identity, tax number, bank account on its hosted
 * pages); withdrawals to a bank leave from that account, and only while it is verified.
 */

const organiserBase = '/api/organiser/collections/:id';

export const PAYOUT_ACCOUNT_PATHS = {
  /** GET the organiser's payout account for the collection's market: status and what is still due. */
  account: `${organiserBase}/payout-account`,
  /** POST start or continue onboarding: answers the provider's hosted onboarding URL to open. */
  onboarding: `${organiserBase}/payout-account/onboarding`,
} as const;

export function payoutAccountPath(path: (typeof PAYOUT_ACCOUNT_PATHS)[keyof typeof PAYOUT_ACCOUNT_PATHS], guid: string): string {
  return path.replace(':id', encodeURIComponent(guid));
}

/** `none`: never started. `pending`: details still to give or being checked. `verified`: withdrawals go. `restricted`: stopped until more is given. */
export const payoutAccountStatusSchema = z.enum(['none', 'pending', 'verified', 'restricted']);
export type PayoutAccountStatus = z.infer<typeof payoutAccountStatusSchema>;

export const payoutAccountSchema = z.object({
  status: payoutAccountStatusSchema,
  market: z.enum(['AU', 'US']),
  /** Whether bank withdrawals in this market need an onboarded account (the provider onboards). */
  required: z.boolean(),
  /** What the provider still asks for, in words. */
  requirementsDue: z.array(z.string()),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const onboardingLinkSchema = z.object({ url: z.url() });

/** The refusal of a bank withdrawal before onboarding is done (409 `payout_account_not_verified`). */
export const PAYOUT_ACCOUNT_REFUSAL: Record<Exclude<PayoutAccountStatus, 'verified'>, string> = {
  none: 'Set up payouts before withdrawing to a bank: verify who you are once, then withdraw.',
  pending: 'Your payout account is not verified yet: finish setting up payouts, then withdraw.',
  restricted: 'Your payout account is restricted: give what is still due in payout set-up, then withdraw.',
};

/** A provider's requirement names in words an organiser knows. */
const REQUIREMENT_WORDS: Record<string, string> = {
  'individual.first_name': 'Your first name',
  'individual.last_name': 'Your last name',
  'individual.dob': 'Your date of birth',
  'individual.address': 'Your home address',
  'individual.address.line1': 'Your home address',
  'individual.verification.document': 'A photo of your ID',
  'individual.id_number': 'Your tax number',
  'individual.ssn_last_4': 'The last 4 digits of your SSN',
  'individual.email': 'Your email',
  'individual.phone': 'Your phone number',
  external_account: 'The bank account to pay out to',
  'business_profile.url': 'A website or description',
  'business_profile.mcc': 'What you do',
  'tos_acceptance.date': 'Accepting the terms',
};

export function requirementWords(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => ownValue(REQUIREMENT_WORDS, n) ?? 'Other details the provider asks for'))];
}
