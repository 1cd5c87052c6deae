import { describe, expect, it } from 'vitest';
import { DISPUTE_TEMPLATES } from './dispute-templates';
import { renderTemplate } from './templates';

const payload = {
  organiserName: 'Olive',
  collectionTitle: "Sam's <leaving> do",
  market: 'AU',
  contributorName: 'Ada Lovelace',
  amount: 5_000,
  fee: 2_500,
  receivable: 0,
};

describe('the organiser’s dispute mails', () => {
  it('opened: calm, says payouts wait and that nothing is needed', () => {
    const mail = renderTemplate(DISPUTE_TEMPLATES.opened, payload);
    expect(mail.text).toBe(
      [
        'Hi Olive,',
        `Ada Lovelace has disputed their payment of $50.00 to "Sam's <leaving> do" with their bank.`,
        'While the bank looks into it, the disputed amount is held and payouts from the collection wait until it is resolved.',
        'There is nothing you need to do now: we will let you know how it ends.',
      ].join('\n'),
    );
    expect(mail.html).toContain('Sam&#39;s &lt;leaving&gt; do');
  });

  it('won: the held money is back', () => {
    expect(renderTemplate(DISPUTE_TEMPLATES.won, payload).text).toContain("was decided in the collection's favour.\nThe held money is back in the balance");
  });

  it('lost: the money and the fee went, and a payout already made is owed', () => {
    const lost = renderTemplate(DISPUTE_TEMPLATES.lost, payload).text;
    expect(lost).toContain('The payment provider also charged a dispute fee of $25.00.');
    expect(lost).toContain('the statement shows each line');
    const owed = renderTemplate(DISPUTE_TEMPLATES.lost, { ...payload, receivable: 7_500 }).text;
    expect(owed).toContain('$75.00 of it had already been paid out, so GroupGift has covered it for now');
  });
});
