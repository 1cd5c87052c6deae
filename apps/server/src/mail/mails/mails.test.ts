import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../test/render-mail-for-test';
import type { DuplicateRefundPayload, OrganiserReceiptPayload } from '../templates';
import { MAILS } from '.';

/** The text part's lines, trimmed, without blanks: what a reader of the plain part sees. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

describe('the contributor’s receipt', () => {
  const sample = MAILS['contribution-receipt']!.samples[0];

  it('states amount, fee, method, the date in words on the collection’s clock, and the edit link as the button', async () => {
    const mail = await renderTemplate('contribution-receipt', sample);
    const lines = linesOf(mail.text);
    expect(lines).toContain('Thank you for chipping in');
    expect(mail.text).toMatch(/Contribution\s+\$25\.00/);
    expect(mail.text).toMatch(/Card fee\s+\$1\.03/);
    expect(mail.text).toMatch(/Total paid\s+\$26\.03/);
    expect(mail.text).toMatch(/Paid with\s+Credit or Debit Card/);
    expect(mail.text).toMatch(/Paid on\s+Friday 27 November 2026, 5:05 pm AEDT/);
    expect(mail.text).toContain(`Edit your message on the card ${sample.editUrl}`);
    expect(mail.text).toContain('“Farewell Robin”');
    expect(mail.html).toContain(`src="${sample.coverImageUrl.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('alt="Cover: Farewell Robin for Robin"');
  });

  it('without a message to edit, the button opens the collection; no fee, no method line', async () => {
    const mail = await renderTemplate('contribution-receipt', MAILS['contribution-receipt']!.samples[1]);
    expect(mail.text).toContain('See the collection https://groupgift.example/contribute/');
    expect(mail.text).not.toMatch(/Card fee|Paid with/);
    expect(mail.text).toContain('Hi there,');
  });

  it('escapes what people typed', async () => {
    const mail = await renderTemplate('contribution-receipt', { ...sample, collectionTitle: 'Sam <b>leaving</b> do' });
    expect(mail.html).toContain('Sam &lt;b&gt;leaving&lt;/b&gt; do');
    expect(mail.html).not.toContain('<b>leaving</b>');
  });
});

describe('organiser purchase mails', () => {
  const receipt: OrganiserReceiptPayload = {
    firstName: 'Olive',
    item: { kind: 'paid_group_card', title: 'Sam <b>leaving</b> do', count: null, fromPack: false },
    market: 'US',
    subtotal: 2999,
    anyCard: 2500,
    discount: 250,
    promoCode: 'HALF50',
    fee: 103,
    total: 2852,
    invoiceNumber: 'INV-00000042',
    paymentDate: '2026-03-04T10:00:00.000Z',
    packCardsLeft: null,
  };

  it('itemises the receipt in the market currency, with the promo, fee, invoice and the date in words', async () => {
    const mail = await renderTemplate('organiser-purchase-receipt', receipt);
    expect(mail.text).toMatch(/Item\s+A paid group card for “Sam <b>leaving<\/b> do”/);
    expect(mail.text).toMatch(/Any card\s+\$25\.00/);
    expect(mail.text).toMatch(/Subtotal\s+\$29\.99/);
    expect(mail.text).toMatch(/Discount \(promo code HALF50\)\s+−\$2\.50/);
    expect(mail.text).toMatch(/Fee\s+\$1\.03/);
    expect(mail.text).toMatch(/Total paid\s+\$28\.52/);
    expect(mail.text).toMatch(/Invoice number\s+INV-00000042/);
    expect(mail.text).toMatch(/Paid on\s+Wednesday 4 March 2026/);
    expect(mail.text).toContain('Go to your dashboard https://gift.example.test/dashboard');
    expect(mail.html).toContain('Sam &lt;b&gt;leaving&lt;/b&gt; do');
  });

  it('words a pack, a card drawn from a pack and a bulk upload, leaving out empty lines', async () => {
    const pack = await renderTemplate('organiser-purchase-receipt', {
      ...receipt,
      item: { kind: 'pack', title: 'Pack of 5', count: 5, fromPack: false },
      market: 'AU',
      subtotal: 2000,
      anyCard: 0,
      discount: 0,
      promoCode: null,
      fee: 0,
      total: 2000,
    } satisfies OrganiserReceiptPayload);
    expect(pack.text).toMatch(/Item\s+Pack of 5: a pack of 5 paid group cards/);
    expect(pack.text).toMatch(/Total paid\s+\$20\.00/);
    expect(pack.text).not.toMatch(/Discount|Fee|Any card/);

    const draw = await renderTemplate('organiser-purchase-receipt', {
      ...receipt,
      item: { ...receipt.item, fromPack: true },
      subtotal: 0,
      anyCard: 0,
      discount: 0,
      fee: 0,
      total: 0,
      packCardsLeft: 4,
    } satisfies OrganiserReceiptPayload);
    expect(draw.text).toContain('paid with one card from your pack');
    expect(draw.text).toMatch(/Total paid\s+\$0\.00/);
    expect(draw.text).toMatch(/Cards left in your pack\s+4/);

    const bulk = await renderTemplate('organiser-purchase-receipt', {
      ...receipt,
      item: { kind: 'bulk_upload', title: 'Team gifts', count: 12, fromPack: false },
    } satisfies OrganiserReceiptPayload);
    expect(bulk.text).toContain('A bulk upload for “Team gifts” (12 payees)');
  });

  const refund: DuplicateRefundPayload = {
    firstName: 'Olive',
    item: { kind: 'paid_group_card', title: 'Farewell & thanks', count: null, fromPack: false },
    market: 'US',
    total: 499,
    invoiceNumber: 'INV-00000043',
    refundDate: '2026-03-05T08:00:00.000Z',
    reason: 'already_paid',
  };

  it('says which payment was refunded and why: already paid, or the upload changed', async () => {
    const paid = await renderTemplate('organiser-duplicate-refund', refund);
    expect(paid.text).toContain('we refunded your payment of $4.99 (invoice INV-00000043) for: A paid group card for “Farewell & thanks”.');
    expect(paid.text).toContain('It had already been paid by another of your payments');
    expect(paid.text).toMatch(/Refunded on\s+Thursday 5 March 2026/);
    expect(paid.html).toContain('Farewell &amp; thanks');

    const changed = await renderTemplate('organiser-duplicate-refund', {
      ...refund,
      item: { kind: 'bulk_upload', title: 'Team gifts', count: null, fromPack: false },
      reason: 'changed',
    } satisfies DuplicateRefundPayload);
    expect(changed.text).toContain('for: A bulk upload for “Team gifts”.');
    expect(changed.text).toContain('The upload changed while you paid');
    expect(changed.text).not.toContain('already been paid');
  });
});

describe('sign-up mails', () => {
  it('sends the link that finishes a sign-up as the button, with how long it works', async () => {
    const mail = await renderTemplate('sign-up-confirm', { firstName: 'Ada', confirmUrl: 'https://gift.example.test/signup/confirm?token=a&b', validHours: 24 });
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.text).toContain('Finish creating your account https://gift.example.test/signup/confirm?token=a&b');
    expect(mail.html).toContain('href="https://gift.example.test/signup/confirm?token=a&amp;b"');
  });

  it('tells the owner of a taken address that someone tried, with both ways back in', async () => {
    const mail = await renderTemplate('sign-up-existing-account', {
      firstName: 'Ada',
      loginUrl: 'https://gift.example.test/login',
      forgotPasswordUrl: 'https://gift.example.test/forgot-password',
    });
    expect(mail.text).toContain('someone tried to create an account with your email address, but you already have one.');
    expect(mail.text).toContain('Log in https://gift.example.test/login');
    expect(mail.text).toContain('Reset your password https://gift.example.test/forgot-password');
  });
});

describe("the organiser's payment notice states the fee breakdown (decision 143)", () => {
  const notice = {
    organiserName: 'Olive',
    contributorName: 'Ana Lima',
    collectionTitle: "Sam's leaving do",
    market: 'US',
    subtotal: 4000,
    invoiceNumber: 'INV-00000001',
    collected: 6500,
  };

  it('an absorbed card fee comes off the gift, with the charity share, and says what the recipient gets', async () => {
    const mail = await renderTemplate('organiser-payment-notice', { ...notice, fee: 146, feePaidBy: 'organiser', charity: 400, recipientGets: 3454 });
    expect(mail.text).toContain('Ana Lima chipped in $40.00');
    expect(mail.text).toMatch(/Card fee \(absorbed by you, taken from the gift\)\s+\$1\.46/);
    expect(mail.text).toMatch(/Charity share\s+\$4\.00/);
    expect(mail.text).toMatch(/The recipient gets\s+\$34\.54/);
  });

  it('a card fee paid on top is the contributor’s; nothing came off the gift', async () => {
    const mail = await renderTemplate('organiser-payment-notice', { ...notice, subtotal: 2500, fee: 103, feePaidBy: 'contributor', charity: 0, recipientGets: 2500 });
    expect(mail.text).toMatch(/Card fee \(paid by Ana Lima on top\)\s+\$1\.03/);
    expect(mail.text).toMatch(/The recipient gets\s+\$25\.00/);
  });

  it('a notice queued before the breakdown reads as it did, its button on the dashboard', async () => {
    const mail = await renderTemplate('organiser-payment-notice', notice);
    expect(mail.text).not.toContain('Card fee');
    expect(mail.text).toMatch(/Collected so far\s+\$65\.00/);
    expect(mail.text).toContain('See the collection https://gift.example.test/dashboard');
  });
});

describe('the bounce notice to the organiser', () => {
  it('names the address, says what bounced and links to where it is fixed', async () => {
    const [delivery, invitation] = MAILS['organiser-bounce-notice']!.samples;
    const card = await renderTemplate('organiser-bounce-notice', delivery);
    expect(card.text).toContain('The card didn’t reach Robin');
    expect(card.text).toContain('Robin (robin@exmaple.com)');
    expect(card.text).toContain('Check the delivery https://gift.example.test/dashboard/collections/00000000-0000-4000-8000-000000000001');
    const invite = await renderTemplate('organiser-bounce-notice', invitation);
    expect(invite.text).toContain('An invitation bounced');
    expect(invite.text).toContain('sent to sam@exmaple.com couldn’t be delivered');
  });
});
