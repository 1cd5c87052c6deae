import type { PayoutFailureCode } from '../../payment-providers/payout-provider';

/** Why a payout failed or came back, in words the redeemer can act on; the money is back in the balance. */
const REASONS: Record<PayoutFailureCode, string> = {
  account_closed: 'The bank account is closed. The money is back in the balance: redeem again to another account.',
  name_mismatch:
    'The name does not match the bank account. The money is back in the balance: redeem again with the account holder’s name as the bank has it.',
  invalid_account:
    'The bank could not find this account. The money is back in the balance: check the details and redeem again.',
  declined: 'The payout was declined. The money is back in the balance: try another way to redeem.',
  processing_error: 'The payout could not be made. The money is back in the balance: please try again.',
};

export function failureReason(failure: { code?: string; message?: string } | undefined): string {
  const known = failure?.code && failure.code in REASONS ? REASONS[failure.code as PayoutFailureCode] : null;
  return known ?? REASONS.processing_error;
}
