import { formatMoney, marketFromCountryCode } from '@groupgift/domain';

/**
 * The organiser's dispute mails (decision 136): a contributor disputed a payment, and later how it
 * ended. Queued through the outbox in the transaction that records each step, once per step.
 * Rendered by `templates.ts` under the template names below.
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
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function lines(status: keyof typeof DISPUTE_TEMPLATES, p: DisputeMailPayload): string[] {
  const money = (cents: number) => formatMoney(cents, marketFromCountryCode(p.market));
  const hello = `Hi ${p.organiserName || 'there'},`;
  if (status === 'opened')
    return [
      hello,
      `${p.contributorName} has disputed their payment of ${money(p.amount)} to "${p.collectionTitle}" with their bank.`,
      'While the bank looks into it, the disputed amount is held and payouts from the collection wait until it is resolved.',
      'There is nothing you need to do now: we will let you know how it ends.',
    ];
  if (status === 'won')
    return [
      hello,
      `The dispute of ${money(p.amount)} on "${p.collectionTitle}" was decided in the collection's favour.`,
      'The held money is back in the balance, and payouts can go ahead once nothing else is in the way.',
    ];
  return [
    hello,
    `The dispute of ${money(p.amount)} on "${p.collectionTitle}" was decided for the contributor, so their bank returned the money to them.`,
    ...(p.fee > 0 ? [`The payment provider also charged a dispute fee of ${money(p.fee)}.`] : []),
    ...(p.receivable > 0
      ? [`${money(p.receivable)} of it had already been paid out, so GroupGift has covered it for now; we will be in touch about repaying it.`]
      : ['Both have come out of the collection’s balance; the statement shows each line.']),
  ];
}

export function disputeMail(status: keyof typeof DISPUTE_TEMPLATES, p: DisputeMailPayload): { text: string; html: string } {
  const body = lines(status, p);
  return {
    text: body.join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif">${body.map((l) => `<p>${escape(l)}</p>`).join('')}</body></html>`,
  };
}

export function disputeSubject(status: keyof typeof DISPUTE_TEMPLATES, title: string): string {
  if (status === 'opened') return `A contribution to "${title}" was disputed`;
  if (status === 'won') return `The dispute on "${title}" was resolved in your favour`;
  return `The dispute on "${title}" was resolved for the contributor`;
}
