import { defineMail, type MailContext } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import { coverOf, SMALL_COVER, sampleCover } from '../kit/sample-origin';
import type { BounceNoticePayload } from '../templates';
import { hello, titled } from './mail-words';

export const BOUNCE_NOTICE_TEMPLATE = 'organiser-bounce-notice';

/** The organiser's page of the collection, where the invitees and the delivery are. */
const fixUrl = (p: BounceNoticePayload, ctx: MailContext) => `${ctx.publicUrl}/dashboard/collections/${p.collectionGuid}`;

const who = (p: BounceNoticePayload) => (p.name ? `${p.name} (${p.address})` : p.address);

/**
 * The organiser's notice that an address refused our mail (issue 32): an invitation that never
 * arrived, or the card's delivery. Sent once per address and collection, with the way to fix it.
 */
export const bounceNoticeMail = defineMail<BounceNoticePayload>({
  template: BOUNCE_NOTICE_TEMPLATE,
  preheader: (p) =>
    p.kind === 'delivery'
      ? `The card could not be delivered to ${p.address}. Check the address and send it again.`
      : `The invitation to ${p.address} bounced. Check the address and invite them again.`,
  cover: (p) => coverOf(p, p.collectionTitle, SMALL_COVER),
  Body: ({ payload: p, ctx }) =>
    p.kind === 'delivery' ? (
      <>
        <MailHeading>The card didn’t reach {p.name || 'its recipient'}</MailHeading>
        <Paragraph>
          {hello(p.organiserName)} we tried to deliver {titled(p.collectionTitle)} to {who(p)}, but their mail server refused it: the
          address may be mistyped or no longer in use.
        </Paragraph>
        <Paragraph>Check the address and send the card again; nothing else about the card has changed.</Paragraph>
        <MailButton href={fixUrl(p, ctx)}>Check the delivery</MailButton>
      </>
    ) : (
      <>
        <MailHeading>An invitation bounced</MailHeading>
        <Paragraph>
          {hello(p.organiserName)} the invitation to {titled(p.collectionTitle)} sent to {who(p)} couldn’t be delivered: the address may
          be mistyped or no longer in use.
        </Paragraph>
        <Paragraph>We won’t send that address any more reminders. Check it, and invite them again with the right one.</Paragraph>
        <MailButton href={fixUrl(p, ctx)}>Check the invitees</MailButton>
      </>
    ),
  samples: [
    {
      organiserName: 'Olive',
      collectionTitle: 'Farewell Robin',
      address: 'robin@exmaple.com',
      kind: 'delivery',
      name: 'Robin',
      collectionGuid: '00000000-0000-4000-8000-000000000001',
      ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
    },
    {
      organiserName: 'Olive',
      collectionTitle: 'Farewell Robin',
      address: 'sam@exmaple.com',
      kind: 'invitation',
      name: null,
      collectionGuid: '00000000-0000-4000-8000-000000000001',
      ...sampleCover('farewell-paper-plane', 'Farewell Robin', 'Robin'),
    },
  ],
});
