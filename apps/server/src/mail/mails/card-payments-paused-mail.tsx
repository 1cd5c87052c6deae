import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { SAMPLE_ORIGIN } from '../kit/sample-origin';
import type { CardPaymentsPausedPayload } from '../templates';
import { hello, titled } from './mail-words';

/** The organiser's notice that card payments to a collection are paused after a spike of declines (decision 132). */
export const cardPaymentsPausedMail = defineMail<CardPaymentsPausedPayload>({
  template: 'organiser-card-payments-paused',
  preheader: (p) => `Card payments to ${titled(p.collectionTitle)} are paused for ${p.pausedMinutes} minutes. Nothing is needed from you.`,
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>We paused card payments for a while</MailHeading>
      <Paragraph>
        {hello(p.firstName)} many card payments to {titled(p.collectionTitle)} were declined in a short time, which usually means
        someone is testing stolen card numbers on it.
      </Paragraph>
      <Paragraph>
        To protect your collection we have paused card payments to it for {p.pausedMinutes} minutes. Other ways to pay keep working,
        and card payments start again on their own.
      </Paragraph>
      <Paragraph>Nothing is needed from you. Declined attempts never reach your collection or its total.</Paragraph>
      <MailButton href={p.collectionUrl ?? `${ctx.publicUrl}/dashboard`}>See the collection</MailButton>
    </>
  ),
  samples: [
    {
      firstName: 'Olive',
      collectionTitle: 'Farewell Robin',
      pausedMinutes: 30,
      collectionUrl: `${SAMPLE_ORIGIN}/dashboard/collections/00000000-0000-4000-8000-000000000001`,
    },
  ],
});
