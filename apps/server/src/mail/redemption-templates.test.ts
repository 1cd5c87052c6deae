import { describe, expect, it } from 'vitest';
import { GIFT_CARD_TEMPLATE } from './redemption-templates';
import { renderTemplate } from '../../test/render-mail-for-test';

describe('the gift card mail', () => {
  it('carries the code, the PIN and the amount in the market’s money, with the title escaped', async () => {
    const mail = await renderTemplate(GIFT_CARD_TEMPLATE, {
      collectionTitle: 'Sam <3 & co',
      market: 'AU',
      code: 'GG-ABCD-EFGH-JKMN',
      pin: '012345',
      balance: 12_345,
      redemptionGuid: '5b6f3c1e-8d2a-4e7b-9c0d-1a2b3c4d5e6f',
    });
    expect(mail.text).toContain('Code: GG-ABCD-EFGH-JKMN');
    expect(mail.text).toContain('PIN: 012345');
    expect(mail.text).toContain('$123.45');
    expect(mail.html).toContain('Sam &lt;3 &amp; co');
    expect(mail.html).not.toContain('<3');
  });
});
