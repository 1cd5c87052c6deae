import { DISPUTE_TEMPLATES, type DisputeMailPayload } from '../dispute-templates';
import { defineMail, type MailContext } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { hello, moneyIn, titled } from './mail-words';

/*
 * The organiser's dispute mails (decision 136): a contributor disputed a payment, and later how it
 * ended. Calm words: the organiser has nothing to do but read.
 */

const SAMPLE: DisputeMailPayload = {
  organiserName: 'Olive',
  collectionTitle: 'Farewell Robin',
  market: 'AU',
  contributorName: 'Ada Lovelace',
  amount: 5_000,
  fee: 2_500,
  receivable: 0,
  collectionGuid: '00000000-0000-4000-8000-000000000001',
};

const collectionLink = (p: DisputeMailPayload, ctx: MailContext) =>
  p.collectionGuid ? `${ctx.publicUrl}/dashboard/collections/${p.collectionGuid}` : `${ctx.publicUrl}/dashboard`;

export const disputeOpenedMail = defineMail<DisputeMailPayload>({
  template: DISPUTE_TEMPLATES.opened,
  preheader: (p) => `${p.contributorName} disputed ${moneyIn(p.market)(p.amount)} with their bank. Nothing is needed from you now.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>A contribution was disputed</MailHeading>
      <Paragraph>
        {hello(p.organiserName)} {p.contributorName} has disputed their payment of {moneyIn(p.market)(p.amount)} to{' '}
        {titled(p.collectionTitle)} with their bank.
      </Paragraph>
      <Paragraph>While the bank looks into it, the disputed amount is held and payouts from the collection wait until it is resolved.</Paragraph>
      <Paragraph>There is nothing you need to do now: we’ll let you know how it ends.</Paragraph>
      <MailButton href={collectionLink(p, ctx)}>See the collection</MailButton>
    </>
  ),
  samples: [SAMPLE],
});

export const disputeWonMail = defineMail<DisputeMailPayload>({
  template: DISPUTE_TEMPLATES.won,
  preheader: (p) => `The dispute of ${moneyIn(p.market)(p.amount)} was decided in the collection’s favour.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>The dispute was resolved in your favour</MailHeading>
      <Paragraph>
        {hello(p.organiserName)} the dispute of {moneyIn(p.market)(p.amount)} on {titled(p.collectionTitle)} was decided in the
        collection’s favour.
      </Paragraph>
      <Paragraph>The held money is back in the balance, and payouts can go ahead once nothing else is in the way.</Paragraph>
      <MailButton href={collectionLink(p, ctx)}>See the collection</MailButton>
    </>
  ),
  samples: [SAMPLE],
});

export const disputeLostMail = defineMail<DisputeMailPayload>({
  template: DISPUTE_TEMPLATES.lost,
  preheader: (p) => `The dispute of ${moneyIn(p.market)(p.amount)} was decided for the contributor.`,
  Body: ({ payload: p, ctx }) => {
    const money = moneyIn(p.market);
    return (
      <>
        <MailHeading>The dispute was resolved for the contributor</MailHeading>
        <Paragraph>
          {hello(p.organiserName)} the dispute of {money(p.amount)} on {titled(p.collectionTitle)} was decided for the contributor, so
          their bank returned the money to them.
        </Paragraph>
        {p.fee > 0 ? <Paragraph>The payment provider also charged a dispute fee of {money(p.fee)}.</Paragraph> : null}
        <Paragraph>
          {p.receivable > 0
            ? `${money(p.receivable)} of it had already been paid out, so GroupGift has covered it for now; we’ll be in touch about repaying it.`
            : 'Both have come out of the collection’s balance; the statement shows each line.'}
        </Paragraph>
        <MailButton href={collectionLink(p, ctx)}>See the statement</MailButton>
      </>
    );
  },
  samples: [SAMPLE, { ...SAMPLE, receivable: 7_500 }],
});
