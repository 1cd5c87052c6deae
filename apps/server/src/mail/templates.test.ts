import { describe, expect, it } from 'vitest';
import {
  renderTemplate,
  type DuplicateRefundPayload,
  type InvitationPayload,
  type OrganiserReceiptPayload,
} from './templates';

const payload: InvitationPayload = {
  organiserName: 'Olive Organiser',
  collectionTitle: 'Sam <b>leaving</b> do',
  closeDate: '2026-12-31T23:59:59.000Z',
  link: 'https://gift.example.test/contribute/10000000-0000-4000-8000-000000000001?invId=abc&x=1',
};

describe('invitation mail templates', () => {
  it('renders the invitation with its personal link, escaping the title in HTML', () => {
    const mail = renderTemplate('invitation', payload);
    expect(mail.text).toContain('Olive Organiser has invited you to join "Sam <b>leaving</b> do".');
    // On the collection's clock (decision 144); a mail queued without a zone reads as New York's.
    expect(mail.text).toContain('It closes on 31 Dec 2026, 6:59 pm EST.');
    expect(mail.text).toContain(`Open the invitation: ${payload.link}`);
    expect(mail.html).toContain('Sam &lt;b&gt;leaving&lt;/b&gt; do');
    expect(mail.html).toContain(
      'href="https://gift.example.test/contribute/10000000-0000-4000-8000-000000000001?invId=abc&amp;x=1"',
    );
  });

  it('words the reminder as a reminder', () => {
    const mail = renderTemplate('invitation-reminder', { ...payload, organiserName: '' });
    expect(mail.text).toContain(
      'A reminder from The organiser: "Sam <b>leaving</b> do" closes on 31 Dec 2026, 6:59 pm EST.',
    );
    expect(mail.text).toContain(payload.link);
  });
});

describe('organiser purchase mail templates', () => {
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

  it('itemises the receipt in the market currency, with the promo, fee, invoice and date', () => {
    const mail = renderTemplate('organiser-purchase-receipt', receipt);
    expect(mail.text.split('\n')).toEqual([
      'Hi Olive,',
      'Thank you for your purchase. This is your receipt.',
      'Item: A paid group card for "Sam <b>leaving</b> do"',
      'Any card: $25.00',
      'Subtotal: $29.99',
      'Discount (promo code HALF50): -$2.50',
      'Fee: $1.03',
      'Total paid: $28.52',
      'Invoice number: INV-00000042',
      'Paid on: 2026-03-04',
    ]);
    expect(mail.html).toContain('Sam &lt;b&gt;leaving&lt;/b&gt; do');
    expect(mail.html).not.toContain('<b>leaving</b>');
  });

  it('words a pack, a card drawn from a pack and a bulk upload, leaving out empty lines', () => {
    const pack = renderTemplate('organiser-purchase-receipt', {
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
    expect(pack.text).toContain('Item: Pack of 5: a pack of 5 paid group cards');
    expect(pack.text).toContain('Total paid: $20.00');
    expect(pack.text).not.toMatch(/Discount|Fee|Any card/);

    const draw = renderTemplate('organiser-purchase-receipt', {
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
    expect(draw.text).toContain('Total paid: $0.00');
    expect(draw.text).toContain('Cards left in your pack: 4');

    const bulk = renderTemplate('organiser-purchase-receipt', {
      ...receipt,
      item: { kind: 'bulk_upload', title: 'Team gifts', count: 12, fromPack: false },
    } satisfies OrganiserReceiptPayload);
    expect(bulk.text).toContain('Item: A bulk upload for "Team gifts" (12 payees)');
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

  it('says which payment was refunded and why: already paid, or the upload changed', () => {
    const paid = renderTemplate('organiser-duplicate-refund', refund);
    expect(paid.text).toContain(
      'We refunded your payment of $4.99 (invoice INV-00000043) for: A paid group card for "Farewell & thanks".',
    );
    expect(paid.text).toContain('It had already been paid by another of your payments');
    expect(paid.text).toContain('Refunded on: 2026-03-05');
    expect(paid.html).toContain('Farewell &amp; thanks');

    const changed = renderTemplate('organiser-duplicate-refund', {
      ...refund,
      item: { kind: 'bulk_upload', title: 'Team gifts', count: null, fromPack: false },
      reason: 'changed',
    } satisfies DuplicateRefundPayload);
    expect(changed.text).toContain('for: A bulk upload for "Team gifts".');
    expect(changed.text).toContain('The upload changed while you paid');
    expect(changed.text).not.toContain('already been paid');
  });
});

describe('sign-up mail templates', () => {
  it('sends the link that finishes a sign-up, with how long it works', () => {
    const mail = renderTemplate('sign-up-confirm', { firstName: 'Ada', confirmUrl: 'https://gift.example.test/signup/confirm?token=a&b', validHours: 24 });
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('It works once and expires in 24 hours.');
    expect(mail.text).toContain('Finish creating your account: https://gift.example.test/signup/confirm?token=a&b');
    expect(mail.html).toContain('href="https://gift.example.test/signup/confirm?token=a&amp;b"');
  });

  it('tells the owner of a taken address that someone tried, with both ways back in', () => {
    const mail = renderTemplate('sign-up-existing-account', {
      firstName: 'Ada',
      loginUrl: 'https://gift.example.test/login',
      forgotPasswordUrl: 'https://gift.example.test/forgot-password',
    });
    expect(mail.text).toContain('Someone tried to create an account with your email address, but you already have one.');
    expect(mail.text).toContain('Log in: https://gift.example.test/login');
    expect(mail.text).toContain('Reset your password: https://gift.example.test/forgot-password');
    expect(mail.html).toContain('href="https://gift.example.test/login"');
    expect(mail.html).toContain('href="https://gift.example.test/forgot-password"');
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

  it('an absorbed card fee comes off the gift, with the charity share, and says what the recipient gets', () => {
    const mail = renderTemplate('organiser-payment-notice', { ...notice, fee: 146, feePaidBy: 'organiser', charity: 400, recipientGets: 3454 });
    expect(mail.text).toContain('Ana Lima chipped in $40.00');
    expect(mail.text).toContain('Card fee: $1.46, absorbed by you (taken from the gift).');
    expect(mail.text).toContain('Charity share: $4.00.');
    expect(mail.text).toContain('The recipient gets $34.54 of it.');
  });

  it('a card fee paid on top is the contributor’s; nothing came off the gift', () => {
    const mail = renderTemplate('organiser-payment-notice', { ...notice, subtotal: 2500, fee: 103, feePaidBy: 'contributor', charity: 0, recipientGets: 2500 });
    expect(mail.text).toContain('Card fee: $1.03, paid by Ana Lima on top.');
    expect(mail.text).toContain('The recipient gets $25.00 of it.');
  });

  it('a notice queued before the breakdown reads as it did', () => {
    const mail = renderTemplate('organiser-payment-notice', notice);
    expect(mail.text).not.toContain('Card fee');
    expect(mail.text).toContain('Collected so far: $65.00.');
  });
});
