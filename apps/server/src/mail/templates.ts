/*
 * The payloads of the outbox's mails, as the enqueue sites write them and the mails in ./mails read
 * them (issue 32: each mail is a component in ./mails/<name>-mail.tsx). A payload is stored as JSON
 * with its row, so a field added later is optional: mails queued before it still render.
 */

/** The card's cover picture (issue 31), absolute, on mails where a card is involved; absent on older rows. */
export type MailCoverFields = {
  /** Absolute URL of the composed cover PNG, or null for a cover without one. */
  coverImageUrl?: string | null;
  /** What the cover says ("Cover: <title> for <name>"). */
  coverAlt?: string;
};

export type ContributionReceiptPayload = MailCoverFields & {
  firstName: string;
  collectionTitle: string;
  market: string;
  subtotal: number;
  fee: number;
  total: number;
  invoiceNumber: string;
  paymentDate: string;
  /** How it was paid ("Credit or Debit Card", "PayPal"), when known. */
  method?: string | null;
  /** The collection's IANA zone (decision 144); mails queued before it read as the market's. */
  timeZone?: string;
  /** Link back to the card to edit the message signed in this visit, when there is one. */
  editUrl: string | null;
  collectionUrl: string;
  /** The delivered card, read-only, once the organiser delivers it (decision 106); needs the edit token. */
  deliveredCardUrl?: string | null;
};

export type OrganiserNoticePayload = MailCoverFields & {
  organiserName: string;
  contributorName: string;
  collectionTitle: string;
  market: string;
  subtotal: number;
  /** The fee breakdown's row (decision 143); absent in notices queued before it. */
  fee?: number;
  feePaidBy?: 'contributor' | 'organiser' | null;
  charity?: number;
  recipientGets?: number;
  invoiceNumber: string;
  collected: number;
  /** The organiser's page of the collection; absent on notices queued before issue 32. */
  collectionUrl?: string;
};

/** The contributor's notice that the organiser refunded their whole payment (decision 082). */
export type RefundNoticePayload = MailCoverFields & {
  firstName: string;
  collectionTitle: string;
  market: string;
  /** What goes back: the total they paid, fee included. */
  total: number;
  invoiceNumber: string;
  refundDate: string;
  /** The collection's IANA zone (decision 144). */
  timeZone?: string;
  /** The collection's page, for the button; absent on notices queued before issue 32. */
  collectionUrl?: string;
};

/** What an organiser bought (decision 071), as their receipt and refund notice name it. */
export type OrganiserPurchaseItem = {
  kind: 'paid_group_card' | 'pack' | 'bulk_upload';
  /** The collection's title (paid group card, bulk upload) or the plan's name (pack). */
  title: string;
  /** Cards in the pack bought, or payees in the bulk upload; null when not known. */
  count: number | null;
  /** A paid group card paid with one card of the organiser's pack: nothing was charged. */
  fromPack: boolean;
};

/** The organiser's receipt for a purchase (decision 087); amounts in cents of `market`. */
export type OrganiserReceiptPayload = {
  firstName: string;
  item: OrganiserPurchaseItem;
  market: string;
  /** Before the discount, the any card included. */
  subtotal: number;
  /** The any card (gift card) part of the subtotal. */
  anyCard: number;
  discount: number;
  promoCode: string | null;
  fee: number;
  total: number;
  invoiceNumber: string;
  paymentDate: string;
  /** After a card was drawn from a pack: how many it has left. */
  packCardsLeft: number | null;
  /** The organiser's purchases page, for the button; absent on receipts queued before issue 32. */
  purchasesUrl?: string;
};

/** A second payment for something already paid went back to the organiser (decision 085). */
export type DuplicateRefundPayload = {
  firstName: string;
  item: OrganiserPurchaseItem;
  market: string;
  total: number;
  invoiceNumber: string;
  refundDate: string;
  /** already_paid: another payment paid it first; changed: the upload changed while this one was paid. */
  reason: 'already_paid' | 'changed';
  /** The organiser's purchases page, for the button; absent on notices queued before issue 32. */
  purchasesUrl?: string;
};

export type SignCardReceiptPayload = MailCoverFields & {
  name: string;
  comment: string;
  collectionTitle: string;
  editUrl: string;
  /** The delivered card, read-only, once the organiser delivers it (decision 106). */
  deliveredCardUrl?: string | null;
};

/** Organiser accounts (decision 061): a one-time reset link, and the username reminder. */
export type PasswordResetPayload = { firstName: string; resetUrl: string; validMinutes: number };
export type UsernameReminderPayload = { firstName: string; username: string; loginUrl: string };

/** Sign-up (decision 097): the link that creates the account, or, for a taken address, a note to its owner. */
export type SignUpConfirmPayload = { firstName: string; confirmUrl: string; validHours: number };
export type SignUpExistingAccountPayload = { firstName: string; loginUrl: string; forgotPasswordUrl: string };

/** An invitation or a reminder to an invitee; `link` carries `invId=<invitee guid>`. */
export type InvitationPayload = MailCoverFields & {
  organiserName: string;
  collectionTitle: string;
  /** ISO date-time; shown on the collection's clock with its abbreviation. */
  closeDate: string;
  /** The collection's IANA zone (decision 144); absent on mails queued before it (then the US market's). */
  timeZone?: string;
  link: string;
  /** What the invitee is asked to join (issue 32); absent on mails queued before it. */
  mode?: 'card' | 'gift' | 'card-and-gift';
  recipientName?: string | null;
  /** The composed cover PNG, absolute, and its words for mail read with pictures off. */
  coverUrl?: string | null;
  coverAlt?: string;
  /** One-click unsubscribe for this invitee on this collection (decision 161). */
  unsubscribeUrl?: string | null;
};

/** The card delivered to its recipient (issue 14): the cover picture and their private link. */
export type DeliveryRecipientPayload = MailCoverFields & {
  recipientName: string;
  organiserName: string;
  collectionTitle: string;
  /** Absolute URL of the cover picture, or null for a cover without one. */
  coverImageUrl: string | null;
  link: string;
  /** Which delivery and address this went to, so a bounce is recorded on the right one. */
  deliveryId: number;
};

/** The organiser's notices: the recipient opened the card (first time only), or thanked the group. */
export type DeliveryOpenedPayload = MailCoverFields & { organiserName: string; recipientName: string; collectionTitle: string; collectionUrl: string };
export type DeliveryThankedPayload = DeliveryOpenedPayload & { text: string; mailed: number };

/** The recipient's thank-you, to a contributor who gave an email. */
export type DeliveryThanksPayload = MailCoverFields & {
  recipientName: string;
  collectionTitle: string;
  text: string;
  /** Absolute URL of the picture sent with it, or null. */
  imageUrl: string | null;
  /** The delivered card, read-only, for the button (decision 106); absent when the contributor has no link to it. */
  cardUrl?: string | null;
};

/** The organiser's notice that card payments to a collection are paused after a spike of declines (decision 132). */
export type CardPaymentsPausedPayload = { firstName: string; collectionTitle: string; pausedMinutes: number; collectionUrl?: string };

/**
 * The organiser's notice that mail to an address bounced (issue 32): an invitation or the card's
 * delivery could not be delivered, once per bounced address and collection.
 */
export type BounceNoticePayload = MailCoverFields & {
  organiserName: string;
  collectionTitle: string;
  /** The address that refused the mail. */
  address: string;
  /** invitation: an invitee's invitation or reminder; delivery: the card to its recipient. */
  kind: 'invitation' | 'delivery';
  /** Who the address belongs to, when known (the recipient's or invitee's name). */
  name?: string | null;
  /** The collection, for the button to its organiser page, where the address is fixed. */
  collectionGuid: string;
};
