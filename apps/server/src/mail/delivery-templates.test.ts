import { describe, expect, it } from 'vitest';
import { mailPriority } from './mail-priority';
import {
  renderTemplate,
  type DeliveryRecipientPayload,
  type DeliveryThankedPayload,
  type DeliveryThanksPayload,
  type SignCardReceiptPayload,
} from './templates';

describe('delivery mail templates', () => {
  const delivery: DeliveryRecipientPayload = {
    recipientName: 'Sam <Lee>',
    organiserName: 'Olive',
    collectionTitle: "Sam's leaving do",
    coverImageUrl: 'https://gift.example.test/api/groupcard/images/a.png',
    link: 'https://gift.example.test/card/abc_DEF-123',
    deliveryId: 7,
  };

  it("gives the recipient the cover picture and their private link, escaped in HTML", () => {
    const mail = renderTemplate('delivery-recipient', delivery);
    expect(mail.text).toContain(`Open your card: ${delivery.link}`);
    expect(mail.html).toContain('<img src="https://gift.example.test/api/groupcard/images/a.png"');
    expect(mail.html).toContain('href="https://gift.example.test/card/abc_DEF-123"');
    expect(mail.html).toContain('Hi Sam &lt;Lee&gt;,');
    // Without a cover picture there is no image at all.
    expect(renderTemplate('delivery-recipient', { ...delivery, coverImageUrl: null }).html).not.toContain('<img');
  });

  it("tells the organiser of a thank-you and passes the recipient's words to contributors", () => {
    const thanked: DeliveryThankedPayload = {
      organiserName: 'Olive',
      recipientName: 'Sam',
      collectionTitle: 'Leaving do',
      collectionUrl: 'https://gift.example.test/dashboard/collections/x',
      text: 'Thank you all!',
      mailed: 3,
    };
    const notice = renderTemplate('delivery-thanked', thanked);
    expect(notice.text).toContain('Thank you all!');
    expect(notice.text).toContain('It was emailed to 3 contributors.');
    const thanks: DeliveryThanksPayload = { recipientName: 'Sam', collectionTitle: 'Leaving do', text: 'Thank you all!', imageUrl: null };
    expect(renderTemplate('delivery-thanks', thanks).text).toBe('Sam says thank you for "Leaving do":\nThank you all!');
    expect(renderTemplate('delivery-opened', thanked).text).toContain('Sam has opened the card "Leaving do".');
  });

  it('links the delivered card from the signer receipt', () => {
    const receipt: SignCardReceiptPayload = {
      name: 'Ann',
      comment: 'Good luck',
      collectionTitle: 'Leaving do',
      editUrl: 'https://gift.example.test/contribute/x/sign?messageId=1&token=t',
      deliveredCardUrl: 'https://gift.example.test/delivered/x#t=t',
    };
    expect(renderTemplate('sign-card-receipt', receipt).text).toContain(
      'See the card once it has been delivered: https://gift.example.test/delivered/x#t=t',
    );
  });

  it('sends the delivery as soon as an invitation, and the notices with the receipts', () => {
    expect(mailPriority('delivery-recipient')).toBe(mailPriority('invitation'));
    expect(mailPriority('delivery-thanks')).toBe(mailPriority('contribution-receipt'));
    expect(mailPriority('delivery-opened')).toBe(mailPriority('contribution-receipt'));
  });
});
