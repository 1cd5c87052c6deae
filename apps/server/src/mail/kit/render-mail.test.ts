import { describe, expect, it } from 'vitest';
import { MAILS } from '../mails';
import { renderOutboxMail } from '../render-outbox-mail';

const ctx = { publicUrl: 'https://groupgift.example' };

describe('mails drawn from components', () => {
  for (const definition of Object.values(MAILS)) {
    it(`${definition.template}: HTML with the brand, a preheader and a text part, under Gmail's clip`, async () => {
      for (const sample of definition.samples) {
        const mail = await renderOutboxMail(definition.template, sample, ctx);
        expect(mail.html).toContain(`${ctx.publicUrl}/mail/logo.png`);
        expect(mail.html).toContain(definition.preheader(sample, ctx).slice(0, 20));
        expect(mail.text.length).toBeGreaterThan(40);
        expect(mail.text).not.toMatch(/<[a-z]/i);
        expect(Buffer.byteLength(mail.html)).toBeLessThan(100_000);
      }
    });
  }

  it('an invitation closes on the collection’s clock, in words', async () => {
    const mail = await renderOutboxMail('invitation', MAILS.invitation?.samples[0], ctx);
    expect(mail.text).toContain('Thursday 17 December 2026, 5 pm AEDT');
  });
});
