import { formatMoney, type Market } from '@groupgift/domain';
import { mailDate } from '../kit/mail-dates';
import { defineMail, type MailContext } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, Paragraph } from '../kit/mail-parts';

/** What every payout mail says (issue 33): the organiser's withdrawal, where it goes, and when. */
export type PayoutMailPayload = {
  collectionTitle: string;
  collectionGuid: string;
  market: Market;
  /** What arrives at the bank or PayPal: the redemption's amount less its fee, in cents. */
  amountCents: number;
  currency: string;
  /** "Bank ••••6789" or "PayPal olive@example.test". */
  destination: string;
  /** The instant of the change, shown on the collection's clock. */
  at: string;
  timeZone: string;
  /** In words the organiser can act on, for failed and returned. */
  reason?: string;
  redemptionGuid: string;
};

export const PAYOUT_MAIL_TEMPLATES = {
  sent: 'payout-sent',
  paid: 'payout-paid',
  failed: 'payout-failed',
  returned: 'payout-returned',
} as const;

const amount = (p: PayoutMailPayload) => `${formatMoney(p.amountCents, p.market)} ${p.currency}`;
const when = (p: PayoutMailPayload) => mailDate(p.at, p.timeZone);
const pageLink = (p: PayoutMailPayload, ctx: MailContext) => `${ctx.publicUrl.replace(/\/$/, '')}/dashboard/collections/${p.collectionGuid}`;
const facts = (p: PayoutMailPayload, dateLabel: string): [string, string][] => [
  ['Amount', amount(p)],
  ['To', p.destination],
  ['From', `“${p.collectionTitle}”`],
  [dateLabel, when(p)],
];

const SAMPLE: PayoutMailPayload = {
  collectionTitle: 'Farewell Robin',
  collectionGuid: '00000000-0000-4000-8000-000000000001',
  market: 'AU',
  amountCents: 24_126,
  currency: 'AUD',
  destination: 'Bank ••••6789',
  at: '2026-12-17T06:00:00Z',
  timeZone: 'Australia/Sydney',
  redemptionGuid: '00000000-0000-4000-8000-000000000002',
};
const FAILED_SAMPLE: PayoutMailPayload = { ...SAMPLE, reason: 'The bank account is closed. Use another account.' };

export const payoutSentMail = defineMail<PayoutMailPayload>({
  template: PAYOUT_MAIL_TEMPLATES.sent,
  preheader: (p) => `${amount(p)} from “${p.collectionTitle}” is on its way to ${p.destination}.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>Your payout is on its way</MailHeading>
      <Paragraph>
        We have sent {amount(p)} from “{p.collectionTitle}” to {p.destination}. Banks usually take 1 to 3 business days; we will write again when
        it arrives.
      </Paragraph>
      <Facts rows={facts(p, 'Sent')} />
      <MailButton href={pageLink(p, ctx)}>See the collection</MailButton>
    </>
  ),
  samples: [SAMPLE],
});

export const payoutPaidMail = defineMail<PayoutMailPayload>({
  template: PAYOUT_MAIL_TEMPLATES.paid,
  preheader: (p) => `${amount(p)} from “${p.collectionTitle}” has arrived at ${p.destination}.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>Your payout has arrived</MailHeading>
      <Paragraph>
        {amount(p)} from “{p.collectionTitle}” has been paid to {p.destination}. The statement shows it beside every contribution.
      </Paragraph>
      <Facts rows={facts(p, 'Paid')} />
      <MailButton href={pageLink(p, ctx)}>See the statement</MailButton>
    </>
  ),
  samples: [SAMPLE],
});

export const payoutFailedMail = defineMail<PayoutMailPayload>({
  template: PAYOUT_MAIL_TEMPLATES.failed,
  preheader: (p) => `The payout of ${amount(p)} could not be made. The money is back in “${p.collectionTitle}”.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>Your payout could not be made</MailHeading>
      <Paragraph>
        The payout of {amount(p)} to {p.destination} did not go through: {p.reason ?? 'the bank refused it.'} Nothing left the collection: the
        money is back in its balance, and you can withdraw again.
      </Paragraph>
      <Facts rows={facts(p, 'Failed')} />
      <MailButton href={pageLink(p, ctx)}>Withdraw again</MailButton>
    </>
  ),
  samples: [FAILED_SAMPLE],
});

export const payoutReturnedMail = defineMail<PayoutMailPayload>({
  template: PAYOUT_MAIL_TEMPLATES.returned,
  preheader: (p) => `Your bank sent back ${amount(p)}. The money is back in “${p.collectionTitle}”.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>Your bank sent the payout back</MailHeading>
      <Paragraph>
        The {amount(p)} paid to {p.destination} came back from the bank: {p.reason ?? 'it could not be credited.'} The money is back in the
        collection’s balance, and you can withdraw it again.
      </Paragraph>
      <Facts rows={facts(p, 'Returned')} />
      <MailButton href={pageLink(p, ctx)}>Withdraw again</MailButton>
    </>
  ),
  samples: [FAILED_SAMPLE],
});
