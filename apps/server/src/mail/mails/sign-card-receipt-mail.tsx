import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, MailLink, Paragraph, Quote } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, SAMPLE_ORIGIN, sampleCover } from '../kit/sample-origin';
import type { SignCardReceiptPayload } from '../templates';
import { hello, titled } from './mail-words';

const GUID = '00000000-0000-4000-8000-000000000001';

/** The signer's copy of their message, with the link that edits it. */
export const signCardReceiptMail = defineMail<SignCardReceiptPayload>({
  template: 'sign-card-receipt',
  preheader: (p) => `Your message is on the card ${titled(p.collectionTitle)}. You can edit it until the card is delivered.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p }) => (
    <>
      <MailHeading>You signed the card</MailHeading>
      <Paragraph>
        {hello(p.name)} thank you for signing {titled(p.collectionTitle)}. This is what you wrote:
      </Paragraph>
      <Quote>{p.comment}</Quote>
      <MailButton href={p.editUrl}>Edit your message</MailButton>
      {p.deliveredCardUrl ? (
        <Paragraph muted>
          Once the card has been delivered you can see it here: <MailLink href={p.deliveredCardUrl}>the delivered card</MailLink>.
        </Paragraph>
      ) : null}
    </>
  ),
  samples: [
    {
      name: 'Ana',
      comment: 'Robin, it’s been a joy working with you. Good luck in Lisbon – we’ll miss the Friday cakes!',
      collectionTitle: 'Farewell Robin',
      editUrl: `${SAMPLE_ORIGIN}/contribute/${GUID}/sign?messageId=7&token=sample`,
      deliveredCardUrl: `${SAMPLE_ORIGIN}/delivered/${GUID}#t=sample`,
      ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
    },
  ],
});
