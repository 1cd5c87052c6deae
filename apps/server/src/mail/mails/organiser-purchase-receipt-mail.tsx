import { defineMail } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { SAMPLE_ORIGIN } from '../kit/sample-origin';
import type { OrganiserPurchaseItem, OrganiserReceiptPayload } from '../templates';
import { dateIn, hello, moneyIn, titled } from './mail-words';

/** What was bought, in words: a paid group card, a pack, or a bulk upload. */
export function purchaseLine(item: OrganiserPurchaseItem): string {
  switch (item.kind) {
    case 'pack':
      return item.count ? `${item.title}: a pack of ${item.count} paid group cards` : item.title;
    case 'bulk_upload':
      return `A bulk upload for ${titled(item.title)}${item.count ? ` (${item.count} payees)` : ''}`;
    default:
      return item.fromPack
        ? `A paid group card for ${titled(item.title)}, paid with one card from your pack`
        : `A paid group card for ${titled(item.title)}`;
  }
}

const SAMPLE: OrganiserReceiptPayload = {
  firstName: 'Olive',
  item: { kind: 'paid_group_card', title: 'Farewell Robin', count: null, fromPack: false },
  market: 'AU',
  subtotal: 2999,
  anyCard: 2500,
  discount: 250,
  promoCode: 'HALF50',
  fee: 103,
  total: 2852,
  invoiceNumber: 'INV-00000043',
  paymentDate: '2026-11-26T22:15:00Z',
  packCardsLeft: null,
  purchasesUrl: `${SAMPLE_ORIGIN}/dashboard`,
};

/** The organiser's receipt for a purchase (decision 087). Purchases have no collection zone: dates are the market's. */
export const organiserPurchaseReceiptMail = defineMail<OrganiserReceiptPayload>({
  template: 'organiser-purchase-receipt',
  preheader: (p) => `${moneyIn(p.market)(p.total)} for ${purchaseLine(p.item)}. Invoice ${p.invoiceNumber}.`,
  Body: ({ payload: p, ctx }) => {
    const money = moneyIn(p.market);
    const promo = p.promoCode ? ` (promo code ${p.promoCode})` : '';
    return (
      <>
        <MailHeading>Thank you for your purchase</MailHeading>
        <Paragraph>{hello(p.firstName)} this is your receipt.</Paragraph>
        <Facts
          rows={[
            ['Item', purchaseLine(p.item)],
            ...(p.anyCard > 0 ? [['Any card', money(p.anyCard)] as const] : []),
            ['Subtotal', money(p.subtotal)],
            ...(p.discount > 0 ? [[`Discount${promo}`, `−${money(p.discount)}`] as const] : []),
            ...(p.fee > 0 ? [['Fee', money(p.fee)] as const] : []),
            ['Total paid', money(p.total)],
            ['Paid on', dateIn(p.paymentDate, undefined, p.market, 'date')],
            ['Invoice number', p.invoiceNumber],
            ...(p.packCardsLeft !== null ? [['Cards left in your pack', String(p.packCardsLeft)] as const] : []),
          ]}
        />
        <MailButton href={p.purchasesUrl ?? `${ctx.publicUrl}/dashboard`}>Go to your dashboard</MailButton>
      </>
    );
  },
  samples: [
    SAMPLE,
    { ...SAMPLE, item: { kind: 'pack', title: 'Pack of 5', count: 5, fromPack: false }, subtotal: 2000, anyCard: 0, discount: 0, promoCode: null, fee: 0, total: 2000 },
  ],
});
