import { formatMoney, marketFromCountryCode } from '@groupgift/domain';

/**
 * The gift card mail (issue 15, decision 112): the code and PIN the redeemer was shown, kept in
 * their inbox. Rendered by `templates.ts` under the template name below.
 */
export const GIFT_CARD_TEMPLATE = 'redemption-gift-card';

export type GiftCardMailPayload = {
  collectionTitle: string;
  market: string;
  code: string;
  pin: string;
  balance: number;
  redemptionGuid: string;
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function giftCardMail(p: GiftCardMailPayload): { text: string; html: string } {
  const amount = formatMoney(p.balance, marketFromCountryCode(p.market));
  const lines = [
    'Hi,',
    `Here is your gift card from "${p.collectionTitle}", worth ${amount}.`,
    `Code: ${p.code}`,
    `PIN: ${p.pin}`,
    'Keep this email private: anyone with the code and PIN can spend the card.',
  ];
  const body = lines.map((l) => `<p>${escape(l)}</p>`).join('');
  return {
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif">${body}</body></html>`,
  };
}
