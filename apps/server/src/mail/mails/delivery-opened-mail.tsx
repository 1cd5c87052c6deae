import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { DeliveryOpenedPayload } from '../templates';
import { hello, titled } from './mail-words';

export const SAMPLE_ORGANISER_NOTICE: DeliveryOpenedPayload = {
  organiserName: 'Olive',
  recipientName: 'Robin',
  collectionTitle: 'Farewell Robin',
  collectionUrl: `${SAMPLE_ORIGIN}/dashboard/collections/00000000-0000-4000-8000-000000000001`,
  ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
};

/** The organiser's notice that the recipient opened the card (the first time only). */
export const deliveryOpenedMail = defineMail<DeliveryOpenedPayload>({
  template: 'delivery-opened',
  preheader: (p) => `${p.recipientName} has opened ${titled(p.collectionTitle)}.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p }) => (
    <>
      <MailHeading>{p.recipientName} opened the card</MailHeading>
      <Paragraph>
        {hello(p.organiserName)} {p.recipientName} has just opened {titled(p.collectionTitle)}. We’ll let you know if they send a thank-you.
      </Paragraph>
      <MailButton href={p.collectionUrl}>See the collection</MailButton>
    </>
  ),
  samples: [SAMPLE_ORGANISER_NOTICE],
});
