import type { AnyMailDefinition } from '../kit/mail-definition';
import { giftCardMail } from './gift-card-mail';
import { invitationMail } from './invitation-mail';

/**
 * Every mail drawn from components, by outbox template name (issue 32). A template not listed here
 * still renders through the hand-written templates in ../templates.ts until it moves here.
 * Keep one line per mail, sorted, so additions merge cleanly.
 */
export const MAILS: Readonly<Record<string, AnyMailDefinition>> = Object.fromEntries(
  [
    giftCardMail,
    invitationMail,
  ].map((m) => [m.template, m]),
);
