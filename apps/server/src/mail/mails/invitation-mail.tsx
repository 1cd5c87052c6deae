import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, Paragraph } from '../kit/mail-parts';
import type { InvitationPayload } from '../templates';
import { actionOf, askOf, capitalise, closesOf, coverOf, INVITATION_SAMPLES, organiserOf } from './invitation-words';

/** The invitation: the first thing most contributors ever see of us, so it says plainly what it asks. */
export const invitationMail = defineMail<InvitationPayload>({
  template: 'invitation',
  preheader: (p) => {
    const ask = askOf(p);
    return `${organiserOf(p)} invited you to ${ask ?? `join “${p.collectionTitle}”`}. It closes ${closesOf(p)}.`;
  },
  Body: ({ payload: p }) => {
    const ask = askOf(p);
    return (
      <>
        <MailHeading>{ask ? capitalise(ask) : `You’re invited to “${p.collectionTitle}”`}</MailHeading>
        <Paragraph>
          {ask
            ? `${organiserOf(p)} has invited you to ${ask}: “${p.collectionTitle}”.`
            : `${organiserOf(p)} has invited you to join “${p.collectionTitle}”.`}{' '}
          It closes on {closesOf(p)}.
        </Paragraph>
        <MailButton href={p.link}>{actionOf(p)}</MailButton>
        <Paragraph muted>This link is yours: it lets {organiserOf(p)} see that you joined in, so please don’t forward it.</Paragraph>
      </>
    );
  },
  cover: (p) => coverOf(p),
  unsubscribeUrl: (p) => p.unsubscribeUrl ?? null,
  samples: INVITATION_SAMPLES,
});
