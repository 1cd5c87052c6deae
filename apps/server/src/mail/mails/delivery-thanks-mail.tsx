import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, MailPicture, Paragraph, Quote } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { DeliveryThanksPayload } from '../templates';
import { titled } from './mail-words';

/** The recipient's thank-you, passed on to a contributor who gave an email. */
export const deliveryThanksMail = defineMail<DeliveryThanksPayload>({
  template: 'delivery-thanks',
  preheader: (p) => `${p.recipientName} says thank you for ${titled(p.collectionTitle)}.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p, ctx }) => (
    <>
      <MailHeading>{p.recipientName} says thank you</MailHeading>
      <Paragraph>You chipped in to {titled(p.collectionTitle)}, and {p.recipientName} wrote back to everyone:</Paragraph>
      <Quote>{p.text}</Quote>
      {p.imageUrl ? <MailPicture src={p.imageUrl} alt={`A picture from ${p.recipientName}`} /> : null}
      <MailButton href={p.cardUrl ?? `${ctx.publicUrl}/`}>{p.cardUrl ? 'See the card' : 'Visit GroupGift'}</MailButton>
    </>
  ),
  samples: [
    {
      recipientName: 'Robin',
      collectionTitle: 'Farewell Robin',
      text: 'Thank you all so much – I’ll read these on the plane and again in Lisbon!',
      imageUrl: `${SAMPLE_ORIGIN}/mail/logo.png`,
      cardUrl: `${SAMPLE_ORIGIN}/delivered/00000000-0000-4000-8000-000000000001#t=sample`,
      ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
    },
    { recipientName: 'Robin', collectionTitle: 'Farewell Robin', text: 'Thank you, everyone.', imageUrl: null },
  ],
});
