/**
 * The organiser's dispute mails (decision 136): a contributor disputed a payment, and later how it
 * ended. Queued through the outbox in the transaction that records each step, once per step.
 * Drawn by ./mails/dispute-mail.tsx under the template names below.
 */
export const DISPUTE_TEMPLATES = {
  opened: 'organiser-dispute-opened',
  won: 'organiser-dispute-won',
  lost: 'organiser-dispute-lost',
} as const;

export type DisputeMailPayload = {
  organiserName: string;
  collectionTitle: string;
  market: string;
  contributorName: string;
  /** What the contributor disputed. */
  amount: number;
  fee: number;
  /** Lost after a payout: what GroupGift covered and the organiser owes. */
  receivable: number;
  /** For the button to the organiser's page of the collection; absent on mails queued before issue 32. */
  collectionGuid?: string;
};

export function disputeSubject(status: keyof typeof DISPUTE_TEMPLATES, title: string): string {
  if (status === 'opened') return `A contribution to “${title}” was disputed`;
  if (status === 'won') return `The dispute on “${title}” was resolved in your favour`;
  return `The dispute on “${title}” was resolved for the contributor`;
}
