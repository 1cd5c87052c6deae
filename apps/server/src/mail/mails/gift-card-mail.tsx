import { Img, Link, Section, Text } from '@react-email/components';
import { formatMoney, marketFromCountryCode, type ChosenBrand } from '@groupgift/domain';
import { defineMail, type MailContext } from '../kit/mail-definition';
import { Facts, MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { colours } from '../kit/mail-style';

/**
 * The gift card mail (issue 15, decision 112; its brand since issue 33): the card the redeemer was
 * shown, kept in their inbox — the brand with its logo, the code and PIN (or the provider's link that
 * opens the card), the value, how to use it, where to spend it and its terms.
 */
export const GIFT_CARD_TEMPLATE = 'redemption-gift-card';

export type GiftCardMailPayload = {
  collectionTitle: string;
  market: string;
  code: string;
  pin: string;
  balance: number;
  redemptionGuid: string;
  /** The chosen brand; absent on mails queued before the catalogue. */
  brand?: ChosenBrand | null;
  /** Where the card opens, when the provider gives a link rather than a code (Tremendous). */
  redeemUrl?: string | null;
  /** Who redeemed it and the collection: an organiser's mail has a button back to the collection page. */
  redeemer?: 'organiser' | 'recipient';
  collectionGuid?: string;
};

/** Absolute for mail clients; the sandbox's drawn logos as PNG (mail clients drop SVG). */
function logoSrc(logoUrl: string, ctx: MailContext): string | null {
  if (!logoUrl) return null;
  if (/^https:\/\//.test(logoUrl)) return logoUrl;
  if (logoUrl.startsWith('/')) return `${ctx.publicUrl}${logoUrl.replace(/\.svg$/, '.png')}`;
  return null;
}

const cardName = (p: GiftCardMailPayload) => (p.brand ? `${p.brand.name} gift card` : 'gift card');
const amountOf = (p: GiftCardMailPayload) => formatMoney(p.balance, marketFromCountryCode(p.market));

const SAMPLE: GiftCardMailPayload = {
  collectionTitle: 'Farewell Robin',
  market: 'AU',
  code: 'GG-ABCD-EFGH-JKMN',
  pin: '012345',
  balance: 12_345,
  redemptionGuid: '5b6f3c1e-8d2a-4e7b-9c0d-1a2b3c4d5e6f',
  brand: {
    id: 'sbx-au-wattle-books',
    name: 'Wattle & Quill Books',
    logoUrl: '/api/gift-cards/logos/sbx-au-wattle-books.svg',
    whereToSpend: 'Online at wattlequill.example and in 60 bookshops across Australia.',
    howToUse: 'Online: enter the code and PIN at checkout. In a shop: show the code at the counter.',
    terms: 'Valid for 3 years from issue. Not redeemable for cash. Lost codes cannot be replaced.',
  },
};

export const giftCardMail = defineMail<GiftCardMailPayload>({
  template: GIFT_CARD_TEMPLATE,
  preheader: (p) => `${amountOf(p)} to spend${p.brand ? ` at ${p.brand.name}` : ''}, from “${p.collectionTitle}”: your card and how to use it.`,
  Body: ({ payload: p, ctx }) => {
    const logo = p.brand ? logoSrc(p.brand.logoUrl, ctx) : null;
    const facts: [string, string][] = [['Value', amountOf(p)]];
    if (p.code) facts.push(['Code', p.code]);
    if (p.pin) facts.push(['PIN', p.pin]);
    return (
      <>
        {logo ? (
          <Section style={{ margin: '8px 0 0' }}>
            <Img src={logo} alt={`${p.brand!.name} logo`} width="120" height="80" style={{ borderRadius: '8px', border: `1px solid ${colours.page}` }} />
          </Section>
        ) : null}
        <MailHeading>Your {cardName(p)}</MailHeading>
        <Paragraph>
          Here is your {cardName(p)} from “{p.collectionTitle}”, worth {amountOf(p)}.
        </Paragraph>
        <Facts rows={facts} />
        {p.redeemUrl ? (
          <MailButton href={p.redeemUrl}>Open your gift card</MailButton>
        ) : p.redeemer === 'organiser' && p.collectionGuid ? (
          <MailButton href={`${ctx.publicUrl.replace(/\/$/, '')}/dashboard/collections/${p.collectionGuid}`}>See it on your collection page</MailButton>
        ) : (
          // The code is the card; the one action left is help, should the code not work.
          <MailButton href={`${ctx.publicUrl.replace(/\/$/, '')}/contact-customer-support`}>Get help with your card</MailButton>
        )}
        {p.brand ? (
          <>
            <Text style={{ color: colours.text, fontSize: '16px', fontWeight: 700, margin: '16px 0 4px' }}>How to use it</Text>
            <Paragraph>{p.brand.howToUse}</Paragraph>
            <Text style={{ color: colours.text, fontSize: '16px', fontWeight: 700, margin: '16px 0 4px' }}>Where to spend it</Text>
            <Paragraph>{p.brand.whereToSpend}</Paragraph>
            <Text style={{ color: colours.muted, fontSize: '14px', fontWeight: 700, margin: '16px 0 4px' }}>Terms</Text>
            <Paragraph muted>{p.brand.terms}</Paragraph>
          </>
        ) : null}
        <Paragraph muted>
          Keep this email private: anyone with {p.redeemUrl ? 'the link' : 'the code and PIN'} can spend the card.
          {p.redeemUrl ? (
            <>
              {' '}
              If the button does not work, paste this into your browser: <Link href={p.redeemUrl} style={{ wordBreak: 'break-all' }}>{p.redeemUrl}</Link>
            </>
          ) : null}
        </Paragraph>
      </>
    );
  },
  samples: [SAMPLE, { ...SAMPLE, market: 'US', brand: null, collectionTitle: 'Sam <3 & co' }, { ...SAMPLE, code: '', pin: '', redeemUrl: 'https://testflight.tremendous.com/rewards/payout/abc123' }, { ...SAMPLE, redeemer: 'organiser', collectionGuid: '00000000-0000-4000-8000-000000000001' }],
});
