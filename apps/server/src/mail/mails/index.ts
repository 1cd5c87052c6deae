import type { AnyMailDefinition } from '../kit/mail-definition';
import { invitationMail } from './invitation-mail';
import { invitationReminderMail } from './invitation-reminder-mail';
import { payoutFailedMail, payoutPaidMail, payoutReturnedMail, payoutSentMail } from './payout-mails';

/**
 * Every mail drawn from components, by outbox template name (issue 32). A template not listed here
 * still renders through the hand-written templates in ../templates.ts until it moves here.
 * Keep one line per mail, sorted, so additions merge cleanly.
 */
export const MAILS: Readonly<Record<string, AnyMailDefinition>> = Object.fromEntries(
  [
    invitationMail,
    invitationReminderMail,
    payoutFailedMail,
    payoutPaidMail,
    payoutReturnedMail,
    payoutSentMail,
  ].map((m) => [m.template, m]),
);
