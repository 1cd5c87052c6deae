import { defineMail } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, MailLink, Paragraph } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { ContributionReceiptPayload } from '../templates';
import { dateIn, hello, moneyIn, titled } from './mail-words';

const GUID = '00000000-0000-4000-8000-000000000001';

const SAMPLE: ContributionReceiptPayload = {
  firstName: 'Ana',
  collectionTitle: 'Farewell Robin',
  market: 'AU',
  subtotal: 2500,
  fee: 103,
  total: 2603,
  invoiceNumber: 'INV-00000042',
  paymentDate: '2026-11-27T06:05:00Z',
  method: 'Credit or Debit Card',
  timeZone: 'Australia/Sydney',
  editUrl: `${SAMPLE_ORIGIN}/contribute/${GUID}/sign?messageId=7&token=sample`,
  collectionUrl: `${SAMPLE_ORIGIN}/contribute/${GUID}`,
  deliveredCardUrl: `${SAMPLE_ORIGIN}/delivered/${GUID}#t=sample`,
  ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
};

/** The contributor's receipt: what they paid, how, for which collection, and the way back to their message. */
export const contributionReceiptMail = defineMail<ContributionReceiptPayload>({
  template: 'contribution-receipt',
  preheader: (p) => `${moneyIn(p.market)(p.total)} to ${titled(p.collectionTitle)}, invoice ${p.invoiceNumber}. Thank you for chipping in.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p }) => {
    const money = moneyIn(p.market);
    return (
      <>
        <MailHeading>Thank you for chipping in</MailHeading>
        <Paragraph>
          {hello(p.firstName)} your contribution to {titled(p.collectionTitle)} is in. This is your receipt.
        </Paragraph>
        <Facts
          rows={[
            ['Contribution', money(p.subtotal)],
            ...(p.fee > 0 ? [['Card fee', money(p.fee)] as const] : []),
            ['Total paid', money(p.total)],
            ...(p.method ? [['Paid with', p.method] as const] : []),
            ['Paid on', dateIn(p.paymentDate, p.timeZone, p.market)],
            ['Invoice number', p.invoiceNumber],
          ]}
        />
        {p.editUrl ? (
          <MailButton href={p.editUrl}>Edit your message on the card</MailButton>
        ) : (
          <MailButton href={p.collectionUrl}>See the collection</MailButton>
        )}
        {p.deliveredCardUrl ? (
          <Paragraph muted>
            Once the card has been delivered you can see it here too: <MailLink href={p.deliveredCardUrl}>the delivered card</MailLink>.
          </Paragraph>
        ) : null}
      </>
    );
  },
  samples: [SAMPLE, { ...SAMPLE, firstName: '', fee: 0, total: 2500, method: null, editUrl: null, deliveredCardUrl: null, market: 'US', timeZone: 'America/New_York' }],
});
