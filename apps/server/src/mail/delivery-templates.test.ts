import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../test/render-mail-for-test';
import { mailPriority } from './mail-priority';
import type { DeliveryRecipientPayload, DeliveryThankedPayload, DeliveryThanksPayload, SignCardReceiptPayload } from './templates';

describe('delivery mails', () => {
  const delivery: DeliveryRecipientPayload = {
    recipientName: 'Sam <Lee>',
    organiserName: 'Olive',
    collectionTitle: "Sam's leaving do",
    coverImageUrl: 'https://gift.example.test/api/groupcard/images/a.png',
    coverAlt: "Cover: Sam's leaving do for Sam",
    link: 'https://gift.example.test/card/abc_DEF-123',
    deliveryId: 7,
  };

  it('gives the recipient the cover picture with its words and their private link as the button, escaped in HTML', async () => {
    const mail = await renderTemplate('delivery-recipient', delivery);
    expect(mail.text).toContain(`Open your card ${delivery.link}`);
    expect(mail.text).toContain('This link is yours alone');
    expect(mail.html).toContain('src="https://gift.example.test/api/groupcard/images/a.png"');
    expect(mail.html).toContain('alt="Cover: Sam&#x27;s leaving do for Sam"');
    expect(mail.html).toContain('href="https://gift.example.test/card/abc_DEF-123"');
    expect(mail.html).toContain('A card for you, <!-- -->Sam &lt;Lee&gt;');
    // Without a cover picture the only picture is the logo.
    const bare = await renderTemplate('delivery-recipient', { ...delivery, coverImageUrl: null });
    expect(bare.html.match(/<img/g)).toHaveLength(1);
  });

  it("tells the organiser of a thank-you and passes the recipient's words to contributors", async () => {
    const thanked: DeliveryThankedPayload = {
      organiserName: 'Olive',
      recipientName: 'Sam',
      collectionTitle: 'Leaving do',
      collectionUrl: 'https://gift.example.test/dashboard/collections/x',
      text: 'Thank you all!',
      mailed: 3,
    };
    const notice = await renderTemplate('delivery-thanked', thanked);
    expect(notice.text).toContain('Thank you all!');
    expect(notice.text).toContain('It was emailed to 3 contributors.');
    expect(notice.text).toContain('See the collection https://gift.example.test/dashboard/collections/x');
    const thanks: DeliveryThanksPayload = { recipientName: 'Sam', collectionTitle: 'Leaving do', text: 'Thank you all!', imageUrl: 'https://gift.example.test/p.png' };
    const passed = await renderTemplate('delivery-thanks', thanks);
    expect(passed.text).toContain('Sam says thank you');
    expect(passed.text).toContain('Thank you all!');
    expect(passed.html).toContain('alt="A picture from Sam"');
    expect((await renderTemplate('delivery-opened', thanked)).text).toContain('Sam has just opened “Leaving do”.');
  });

  it('links the delivered card from the signer receipt, with the message as written', async () => {
    const receipt: SignCardReceiptPayload = {
      name: 'Ann',
      comment: 'Good luck',
      collectionTitle: 'Leaving do',
      editUrl: 'https://gift.example.test/contribute/x/sign?messageId=1&token=t',
      deliveredCardUrl: 'https://gift.example.test/delivered/x#t=t',
    };
    const mail = await renderTemplate('sign-card-receipt', receipt);
    expect(mail.text).toContain('Good luck');
    expect(mail.text).toContain('Edit your message https://gift.example.test/contribute/x/sign?messageId=1&token=t');
    expect(mail.text).toContain('the delivered card https://gift.example.test/delivered/x#t=t');
  });

  it('sends the delivery as soon as an invitation, and the notices with the receipts', () => {
    expect(mailPriority('delivery-recipient')).toBe(mailPriority('invitation'));
    expect(mailPriority('delivery-thanks')).toBe(mailPriority('contribution-receipt'));
    expect(mailPriority('delivery-opened')).toBe(mailPriority('contribution-receipt'));
  });
});
