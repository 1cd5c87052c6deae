import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from '../render-outbox-mail';
import type { InvitationPayload } from '../templates';
import { INVITATION_SAMPLES } from './invitation-words';

const ctx = { publicUrl: 'https://groupgift.example' };
const [cardAndGift, giftOnly, queuedBefore] = INVITATION_SAMPLES as [InvitationPayload, InvitationPayload, InvitationPayload];

describe('the invitation and its reminder (issue 32)', () => {
  it('the invitation says what it asks, for whom, from whom and when it closes, with the cover and one button', async () => {
    const mail = await renderOutboxMail('invitation', cardAndGift, ctx);
    expect(mail.text).toContain('Olive Organiser has invited you to sign a group card and chip in to a gift for Robin Recipient: “Farewell Robin”.');
    expect(mail.text).toContain('It closes on Thursday 17 December 2026, 5 pm AEDT.');
    expect(mail.html).toContain(`src="${cardAndGift.coverUrl}"`);
    expect(mail.html).toContain('alt="Good luck Robin"');
    expect(mail.html.match(/Sign and chip in/g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${cardAndGift.link.replace(/&/g, '&amp;')}"`);
  });

  it('a gift alone has no cover and asks to chip in', async () => {
    const mail = await renderOutboxMail('invitation', giftOnly, ctx);
    expect(mail.text).toContain('chip in to a group gift for Ms Patel');
    expect(mail.text).toContain('Friday 11 December 2026, 6 pm EST');
    expect(mail.html).not.toContain('/api/covers/');
  });

  it('both carry the one-click unsubscribe headers and footer link for the invitee', async () => {
    for (const template of ['invitation', 'invitation-reminder']) {
      const mail = await renderOutboxMail(template, cardAndGift, ctx);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${cardAndGift.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.html).toContain(`href="${cardAndGift.unsubscribeUrl}"`);
    }
  });

  it('the reminder says there is still time, on the collection’s clock', async () => {
    const mail = await renderOutboxMail('invitation-reminder', cardAndGift, ctx);
    expect(mail.text).toContain('A reminder from Olive Organiser: “Farewell Robin” closes on Thursday 17 December 2026, 5 pm AEDT.');
    expect(mail.text).toContain('There’s still time to sign a group card and chip in to a gift for Robin Recipient.');
  });

  it('a payload queued before issue 32 still renders, without unsubscribe headers', async () => {
    for (const template of ['invitation', 'invitation-reminder']) {
      const mail = await renderOutboxMail(template, queuedBefore, ctx);
      expect(mail.text).toContain('“Farewell Robin”');
      expect(mail.text).toContain('Open the invitation');
      expect(mail.headers).toBeUndefined();
    }
  });
});
