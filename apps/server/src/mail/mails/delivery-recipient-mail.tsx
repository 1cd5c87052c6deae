import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { coverOf, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { DeliveryRecipientPayload } from '../templates';
import { titled } from './mail-words';

const from = (p: DeliveryRecipientPayload) => p.organiserName || 'Your friends';

/** The card delivered to its recipient (issue 14): the cover above, and their private link. */
export const deliveryRecipientMail = defineMail<DeliveryRecipientPayload>({
  template: 'delivery-recipient',
  preheader: (p) => `${from(p)} and the group have a card for you: ${titled(p.collectionTitle)}.`,
  cover: (p) => coverOf(p, p.collectionTitle),
  Body: ({ payload: p }) => (
    <>
      <MailHeading>A card for you, {p.recipientName}</MailHeading>
      <Paragraph>
        {from(p)} and the group have a card for you: {titled(p.collectionTitle)}. Open it to read everyone’s messages.
      </Paragraph>
      <MailButton href={p.link}>Open your card</MailButton>
      <Paragraph muted>This link is yours alone: please keep it private.</Paragraph>
    </>
  ),
  samples: [
    {
      recipientName: 'Robin',
      organiserName: 'Olive Organiser',
      collectionTitle: 'Farewell Robin',
      link: `${SAMPLE_ORIGIN}/card/sample_TOKEN-123`,
      deliveryId: 7,
      ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
    },
  ],
});
