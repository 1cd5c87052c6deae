/*
 * Which outbox mail goes first (decision 096). The worker claims by (priority, due time), so a
 * password reset someone is waiting for on screen is not queued behind thousands of receipts.
 * Lower goes first. This table is the only place that decides a template's priority.
 */
export const MAIL_PRIORITY = {
  /** A person is waiting at a screen for this mail (reset link, username, sign-up link). */
  personWaiting: 0,
  /** An organiser has just pressed send (invitations, reminders). */
  organiserAction: 1,
  /** Receipts and notices: wanted, but nobody is blocked on them. */
  receipt: 2,
} as const;

export type MailPriority = (typeof MAIL_PRIORITY)[keyof typeof MAIL_PRIORITY];

const byTemplate: Readonly<Record<string, MailPriority>> = {
  'password-reset': MAIL_PRIORITY.personWaiting,
  'username-reminder': MAIL_PRIORITY.personWaiting,
  'sign-up-confirm': MAIL_PRIORITY.personWaiting,
  'sign-up-existing-account': MAIL_PRIORITY.personWaiting,
  invitation: MAIL_PRIORITY.organiserAction,
  'invitation-reminder': MAIL_PRIORITY.organiserAction,
  // The organiser pressed deliver (or chose the time): the recipient's card should not wait behind receipts.
  'delivery-recipient': MAIL_PRIORITY.organiserAction,
  'contribution-receipt': MAIL_PRIORITY.receipt,
  'organiser-payment-notice': MAIL_PRIORITY.receipt,
  'contribution-refund': MAIL_PRIORITY.receipt,
  'organiser-purchase-receipt': MAIL_PRIORITY.receipt,
  'organiser-duplicate-refund': MAIL_PRIORITY.receipt,
  'organiser-card-payments-paused': MAIL_PRIORITY.receipt,
  'sign-card-receipt': MAIL_PRIORITY.receipt,
  'delivery-opened': MAIL_PRIORITY.receipt,
  'delivery-thanked': MAIL_PRIORITY.receipt,
  'delivery-thanks': MAIL_PRIORITY.receipt,
};

/** A template not in the table waits with the receipts rather than jumping the queue. */
export function mailPriority(template: string): MailPriority {
  return byTemplate[template] ?? MAIL_PRIORITY.receipt;
}
