import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from '../render-outbox-mail';
import { GIFT_CARD_TEMPLATE, giftCardMail } from './gift-card-mail';

const ctx = { publicUrl: 'https://groupgift.example' };
const [branded, unbranded, linked] = giftCardMail.samples;

describe('the gift card mail', () => {
  it('names the brand with its logo, the code, PIN and value, how to use it, where, and its terms', async () => {
    const mail = await renderOutboxMail(GIFT_CARD_TEMPLATE, branded, ctx);
    expect(mail.html).toContain('https://groupgift.example/api/gift-cards/logos/sbx-au-wattle-books.png');
    expect(mail.html).toContain('Wattle &amp; Quill Books logo');
    expect(mail.text).toContain('Your Wattle & Quill Books gift card');
    for (const words of ['GG-ABCD-EFGH-JKMN', '012345', '$123.45', 'How to use it', 'enter the code and PIN at checkout', 'Where to spend it', '60 bookshops', 'Terms', 'Valid for 3 years'])
      expect(mail.text).toContain(words);
  });

  it('still carries code and PIN without a brand, with the title escaped', async () => {
    const mail = await renderOutboxMail(GIFT_CARD_TEMPLATE, unbranded, ctx);
    expect(mail.text).toContain('GG-ABCD-EFGH-JKMN');
    expect(mail.html).toContain('Sam &lt;3 &amp; co');
    expect(mail.html).not.toContain('<3');
    expect(mail.text).not.toContain('How to use it');
  });

  it('a card behind the provider’s link is a button to it, with the link spelled out', async () => {
    const mail = await renderOutboxMail(GIFT_CARD_TEMPLATE, linked, ctx);
    expect(mail.html).toContain('href="https://testflight.tremendous.com/rewards/payout/abc123"');
    expect(mail.text).toContain('Open your gift card');
    expect(mail.text).not.toMatch(/^(Code|PIN)/m);
  });
});

describe('the gift card an organiser redeemed', () => {
  it('has a button back to the collection page', async () => {
    const sample = giftCardMail.samples[3]!;
    const mail = await renderOutboxMail(GIFT_CARD_TEMPLATE, sample, ctx);
    expect(mail.html).toContain(`/dashboard/collections/${sample.collectionGuid}`);
    expect(mail.text).toContain('See it on your collection page');
  });
});
