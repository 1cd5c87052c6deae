import type { AnyMailDefinition } from '../kit/mail-definition';
import { passwordResetMail, signUpConfirmMail, signUpExistingAccountMail, usernameReminderMail } from './account-mails';
import { bounceNoticeMail } from './bounce-notice-mail';
import { cardPaymentsPausedMail } from './card-payments-paused-mail';
import { contributionReceiptMail } from './contribution-receipt-mail';
import { contributionRefundMail } from './contribution-refund-mail';
import { deliveryOpenedMail } from './delivery-opened-mail';
import { deliveryRecipientMail } from './delivery-recipient-mail';
import { deliveryThankedMail } from './delivery-thanked-mail';
import { deliveryThanksMail } from './delivery-thanks-mail';
import { disputeLostMail, disputeOpenedMail, disputeWonMail } from './dispute-mail';
import { giftCardMail } from './gift-card-mail';
import { invitationMail } from './invitation-mail';
import { invitationReminderMail } from './invitation-reminder-mail';
import { organiserDuplicateRefundMail } from './organiser-duplicate-refund-mail';
import { organiserPaymentNoticeMail } from './organiser-payment-notice-mail';
import { organiserPurchaseReceiptMail } from './organiser-purchase-receipt-mail';
import { payoutFailedMail, payoutPaidMail, payoutReturnedMail, payoutSentMail } from './payout-mails';
import { signCardReceiptMail } from './sign-card-receipt-mail';

/**
 * Every mail drawn from components, by outbox template name (issue 32).
 * Keep one line per mail, sorted, so additions merge cleanly.
 */
export const MAILS: Readonly<Record<string, AnyMailDefinition>> = Object.fromEntries(
  [
    bounceNoticeMail,
    cardPaymentsPausedMail,
    contributionReceiptMail,
    contributionRefundMail,
    deliveryOpenedMail,
    deliveryRecipientMail,
    deliveryThankedMail,
    deliveryThanksMail,
    disputeLostMail,
    disputeOpenedMail,
    disputeWonMail,
    giftCardMail,
    invitationMail,
    invitationReminderMail,
    organiserDuplicateRefundMail,
    organiserPaymentNoticeMail,
    organiserPurchaseReceiptMail,
    passwordResetMail,
    payoutFailedMail,
    payoutPaidMail,
    payoutReturnedMail,
    payoutSentMail,
    signCardReceiptMail,
    signUpConfirmMail,
    signUpExistingAccountMail,
    usernameReminderMail,
  ].map((m) => [m.template, m]),
);
