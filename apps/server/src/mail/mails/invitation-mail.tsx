import { MARKET_TIME_ZONE } from '@groupgift/domain';
import { mailDate } from '../kit/mail-dates';
import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import type { InvitationPayload } from '../templates';

const closes = (p: InvitationPayload) => mailDate(p.closeDate, p.timeZone ?? MARKET_TIME_ZONE.US);

const SAMPLE: InvitationPayload = {
  organiserName: 'Olive Organiser',
  collectionTitle: 'Farewell Robin',
  closeDate: '2026-12-17T06:00:00Z',
  timeZone: 'Australia/Sydney',
  link: 'https://groupgift.example/contribute/00000000-0000-4000-8000-000000000001?invId=sample',
};

/** The invitation: the first thing most contributors ever see of us. */
export const invitationMail = defineMail<InvitationPayload>({
  template: 'invitation',
  preheader: (p) => `${p.organiserName || 'The organiser'} invited you to "${p.collectionTitle}". It closes ${closes(p)}.`,
  Body: ({ payload: p }) => (
    <>
      <MailHeading>You’re invited to “{p.collectionTitle}”</MailHeading>
      <Paragraph>
        {p.organiserName || 'The organiser'} has invited you to join “{p.collectionTitle}”. It closes on {closes(p)}.
      </Paragraph>
      <MailButton href={p.link}>Open the invitation</MailButton>
    </>
  ),
  samples: [SAMPLE],
});
