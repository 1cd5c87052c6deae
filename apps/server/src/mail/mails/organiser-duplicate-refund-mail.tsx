import { defineMail } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { SAMPLE_ORIGIN } from '../kit/sample-origin';
import type { DuplicateRefundPayload } from '../templates';
import { dateIn, hello, moneyIn } from './mail-words';
import { purchaseLine } from './organiser-purchase-receipt-mail';

const SAMPLE: DuplicateRefundPayload = {
  firstName: 'Olive',
  item: { kind: 'paid_group_card', title: 'Farewell Robin', count: null, fromPack: false },
  market: 'AU',
  total: 499,
  invoiceNumber: 'INV-00000044',
  refundDate: '2026-11-27T01:00:00Z',
  reason: 'already_paid',
  purchasesUrl: `${SAMPLE_ORIGIN}/dashboard`,
};

const WHY = {
  changed:
    'The upload changed while you paid, so this payment no longer matched what is due. The upload is still waiting for payment at its current total.',
  already_paid:
    'It had already been paid by another of your payments (for example in another tab, or a card check finished after you paid another way). It stays paid; this second payment was not needed.',
} as const;

/** A second payment for something already paid went back to the organiser (decision 085). */
export const organiserDuplicateRefundMail = defineMail<DuplicateRefundPayload>({
  template: 'organiser-duplicate-refund',
  preheader: (p) => `We refunded ${moneyIn(p.market)(p.total)}: ${p.reason === 'changed' ? 'the upload changed while you paid' : 'it was already paid'}.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>We refunded a payment you did not need to make</MailHeading>
      <Paragraph>
        {hello(p.firstName)} we refunded your payment of {moneyIn(p.market)(p.total)} (invoice {p.invoiceNumber}) for: {purchaseLine(p.item)}.
      </Paragraph>
      <Paragraph>{WHY[p.reason]}</Paragraph>
      <Facts
        rows={[
          ['Refunded', moneyIn(p.market)(p.total)],
          ['Refunded on', dateIn(p.refundDate, undefined, p.market, 'date')],
        ]}
      />
      <Paragraph>The money goes back to the card or account you paid with; your bank may take a few days to show it.</Paragraph>
      <MailButton href={p.purchasesUrl ?? `${ctx.publicUrl}/dashboard`}>Go to your dashboard</MailButton>
    </>
  ),
  samples: [SAMPLE, { ...SAMPLE, item: { kind: 'bulk_upload', title: 'Team gifts', count: 12, fromPack: false }, reason: 'changed' }],
});
