import { describe, expect, it } from 'vitest';
import { renderTemplate, type InvitationPayload } from './templates';

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
    expect(mail.text).toContain('It closes on 2026-12-31.');
    expect(mail.text).toContain(`Open the invitation: ${payload.link}`);
    expect(mail.html).toContain('Sam &lt;b&gt;leaving&lt;/b&gt; do');
    expect(mail.html).toContain('href="https://gift.example.test/contribute/10000000-0000-4000-8000-000000000001?invId=abc&amp;x=1"');
  });

  it('words the reminder as a reminder', () => {
    const mail = renderTemplate('invitation-reminder', { ...payload, organiserName: '' });
    expect(mail.text).toContain('A reminder from The organiser: "Sam <b>leaving</b> do" closes on 2026-12-31.');
    expect(mail.text).toContain(payload.link);
  });
});
