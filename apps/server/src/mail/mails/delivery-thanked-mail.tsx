import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph, Quote } from '../kit/mail-parts';
import { coverOf, SMALL_COVER } from '../kit/sample-origin';
import type { DeliveryThankedPayload } from '../templates';
import { SAMPLE_ORGANISER_NOTICE } from './delivery-opened-mail';
import { hello, titled } from './mail-words';

/** The organiser's notice that the recipient thanked the group, with their words. */
export const deliveryThankedMail = defineMail<DeliveryThankedPayload>({
  template: 'delivery-thanked',
  preheader: (p) => `${p.recipientName} sent a thank-you for ${titled(p.collectionTitle)}.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p }) => (
    <>
      <MailHeading>{p.recipientName} said thank you</MailHeading>
      <Paragraph>
        {hello(p.organiserName)} {p.recipientName} sent a thank-you for {titled(p.collectionTitle)}:
      </Paragraph>
      <Quote>{p.text}</Quote>
      <Paragraph muted>{p.mailed === 1 ? 'It was emailed to 1 contributor.' : `It was emailed to ${p.mailed} contributors.`}</Paragraph>
      <MailButton href={p.collectionUrl}>See the collection</MailButton>
    </>
  ),
  samples: [{ ...SAMPLE_ORGANISER_NOTICE, text: 'Thank you all so much – I’ll read these on the plane and again in Lisbon!', mailed: 12 }],
});
