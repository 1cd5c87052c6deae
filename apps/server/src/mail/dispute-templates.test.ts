import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../test/render-mail-for-test';
import { DISPUTE_TEMPLATES } from './dispute-templates';

const payload = {
  organiserName: 'Olive',
  collectionTitle: "Sam's <leaving> do",
  market: 'AU',
  contributorName: 'Ada Lovelace',
  amount: 5_000,
  fee: 2_500,
  receivable: 0,
  collectionGuid: 'c0ffee00-0000-4000-8000-000000000001',
};

describe('the organiser’s dispute mails', () => {
  it('opened: calm, says payouts wait and that nothing is needed, and links the collection', async () => {
    const mail = await renderTemplate(DISPUTE_TEMPLATES.opened, payload);
    expect(mail.text).toContain('Ada Lovelace has disputed their payment of $50.00 to “Sam\'s <leaving> do” with their bank.');
    expect(mail.text).toContain('payouts from the collection wait until it is resolved.');
    expect(mail.text).toContain('There is nothing you need to do now');
    expect(mail.text).toContain(`See the collection https://gift.example.test/dashboard/collections/${payload.collectionGuid}`);
    expect(mail.html).toContain('Sam&#x27;s &lt;leaving&gt; do');
  });

  it('won: the held money is back', async () => {
    const mail = await renderTemplate(DISPUTE_TEMPLATES.won, payload);
    expect(mail.text).toContain('was decided in the collection’s favour.');
    expect(mail.text).toContain('The held money is back in the balance');
  });

  it('lost: the money and the fee went, and a payout already made is owed', async () => {
    const lost = (await renderTemplate(DISPUTE_TEMPLATES.lost, payload)).text;
    expect(lost).toContain('The payment provider also charged a dispute fee of $25.00.');
    expect(lost).toContain('the statement shows each line');
    const owed = (await renderTemplate(DISPUTE_TEMPLATES.lost, { ...payload, receivable: 7_500 })).text;
    expect(owed).toContain('$75.00 of it had already been paid out, so GroupGift has covered it for now');
  });
});
