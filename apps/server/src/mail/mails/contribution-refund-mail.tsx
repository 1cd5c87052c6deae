import { defineMail } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { RefundNoticePayload } from '../templates';
import { dateIn, hello, moneyIn, titled } from './mail-words';

const SAMPLE: RefundNoticePayload = {
  firstName: 'Ana',
  collectionTitle: 'Farewell Robin',
  market: 'AU',
  total: 2603,
  invoiceNumber: 'INV-00000042',
  refundDate: '2026-12-01T23:30:00Z',
  timeZone: 'Australia/Sydney',
  collectionUrl: `${SAMPLE_ORIGIN}/contribute/00000000-0000-4000-8000-000000000001`,
  ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
};

/** The contributor's notice that the organiser refunded their whole payment (decision 082). */
export const contributionRefundMail = defineMail<RefundNoticePayload>({
  template: 'contribution-refund',
  preheader: (p) => `${moneyIn(p.market)(p.total)} is on its way back to you from ${titled(p.collectionTitle)}.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>Your contribution was refunded</MailHeading>
      <Paragraph>
        {hello(p.firstName)} the organiser of {titled(p.collectionTitle)} refunded your contribution.
      </Paragraph>
      <Facts
        rows={[
          ['Refunded', moneyIn(p.market)(p.total)],
          ...(p.invoiceNumber ? [['Invoice number', p.invoiceNumber] as const] : []),
          ['Refunded on', dateIn(p.refundDate, p.timeZone, p.market)],
        ]}
      />
      <Paragraph>The money goes back to the card or account you paid with; your bank may take a few days to show it.</Paragraph>
      <MailButton href={p.collectionUrl ?? `${ctx.publicUrl}/`}>See the collection</MailButton>
    </>
  ),
  samples: [SAMPLE],
});
