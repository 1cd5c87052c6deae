import { defineMail, type MailContext } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { OrganiserNoticePayload } from '../templates';
import { hello, moneyIn, titled } from './mail-words';

const SAMPLE: OrganiserNoticePayload = {
  organiserName: 'Olive',
  contributorName: 'Ana Lima',
  collectionTitle: 'Farewell Robin',
  market: 'AU',
  subtotal: 4000,
  fee: 146,
  feePaidBy: 'organiser',
  charity: 400,
  recipientGets: 3454,
  invoiceNumber: 'INV-00000042',
  collected: 16500,
  collectionUrl: `${SAMPLE_ORIGIN}/dashboard/collections/00000000-0000-4000-8000-000000000001`,
  ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
};

/** The fee breakdown of one contribution, in the words of the contributions list (decision 143). */
function feeRows(p: OrganiserNoticePayload, money: (c: number) => string): [string, string][] {
  if (p.recipientGets === undefined) return [];
  const rows: [string, string][] = [];
  if (p.fee && p.feePaidBy === 'organiser') rows.push(['Card fee (absorbed by you, taken from the gift)', money(p.fee)]);
  if (p.fee && p.feePaidBy === 'contributor') rows.push([`Card fee (paid by ${p.contributorName} on top)`, money(p.fee)]);
  if (p.charity) rows.push(['Charity share', money(p.charity)]);
  if (rows.length > 0) rows.push(['The recipient gets', money(p.recipientGets)]);
  return rows;
}

const collectionLink = (p: OrganiserNoticePayload, ctx: MailContext) => p.collectionUrl ?? `${ctx.publicUrl}/dashboard`;

/** The organiser's notice of a contribution: who, how much, what the recipient gets, and the total so far. */
export const organiserPaymentNoticeMail = defineMail<OrganiserNoticePayload>({
  template: 'organiser-payment-notice',
  preheader: (p) => `${p.contributorName} chipped in ${moneyIn(p.market)(p.subtotal)}. Collected so far: ${moneyIn(p.market)(p.collected)}.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p, ctx }) => {
    const money = moneyIn(p.market);
    return (
      <>
        <MailHeading>
          {p.contributorName} chipped in {money(p.subtotal)}
        </MailHeading>
        <Paragraph>
          {hello(p.organiserName)} {p.contributorName} has just chipped in to {titled(p.collectionTitle)}.
        </Paragraph>
        <Facts
          rows={[
            ['Contribution', money(p.subtotal)],
            ...feeRows(p, money),
            ['Invoice number', p.invoiceNumber],
            ['Collected so far', money(p.collected)],
          ]}
        />
        <MailButton href={collectionLink(p, ctx)}>See the collection</MailButton>
      </>
    );
  },
  samples: [
    SAMPLE,
    { ...SAMPLE, subtotal: 2500, fee: 103, feePaidBy: 'contributor', charity: 0, recipientGets: 2500, market: 'US' },
  ],
});
