import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import type { InvitationPayload } from '../templates';
import { actionOf, askOf, closesOf, coverOf, INVITATION_SAMPLES, organiserOf } from './invitation-words';

/** A reminder to an invitee who has not answered yet (by hand or on the organiser's schedule, decision 160). */
export const invitationReminderMail = defineMail<InvitationPayload>({
  template: 'invitation-reminder',
  preheader: (p) => `“${p.collectionTitle}” closes ${closesOf(p)}. There’s still time to join in.`,
  Body: ({ payload: p }) => {
    const ask = askOf(p);
    return (
      <>
        <MailHeading>There’s still time to join in</MailHeading>
        <Paragraph>
          A reminder from {organiserOf(p)}: “{p.collectionTitle}” closes on {closesOf(p)}.
          {ask ? ` There’s still time to ${ask}.` : ''}
        </Paragraph>
        <MailButton href={p.link}>{actionOf(p)}</MailButton>
        <Paragraph muted>Already joined in through another link? Thank you, and please ignore this reminder.</Paragraph>
      </>
    );
  },
  cover: (p) => coverOf(p),
  unsubscribeUrl: (p) => p.unsubscribeUrl ?? null,
  samples: INVITATION_SAMPLES,
});
