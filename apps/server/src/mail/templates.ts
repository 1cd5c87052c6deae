import { formatInZone, formatMoney, marketFromCountryCode, MARKET_TIME_ZONE } from '@groupgift/domain';
import { DISPUTE_TEMPLATES, disputeMail, type DisputeMailPayload } from './dispute-templates';

export type ContributionReceiptPayload = {
  firstName: string;
  collectionTitle: string;
  market: string;
  subtotal: number;
  fee: number;
  total: number;
  invoiceNumber: string;
  paymentDate: string;
  /** The collection's IANA zone (decision 144); mails queued before it read as the market's. */
  timeZone?: string;
  /** Link back to the card to edit the message signed in this visit, when there is one. */
  editUrl: string | null;
  collectionUrl: string;
  /** The delivered card, read-only, once the organiser delivers it (decision 106); needs the edit token. */
  deliveredCardUrl?: string | null;
};

export type OrganiserNoticePayload = {
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
};

/** The contributor's notice that the organiser refunded their whole payment (decision 082). */
export type RefundNoticePayload = {
  firstName: string;
  collectionTitle: string;
  market: string;
  /** What goes back: the total they paid, fee included. */
  total: number;
  invoiceNumber: string;
  refundDate: string;
  /** The collection's IANA zone (decision 144). */
  timeZone?: string;
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
};

export type SignCardReceiptPayload = {
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
export type InvitationPayload = {
  organiserName: string;
  collectionTitle: string;
  /** ISO date-time; shown on the collection's clock with its abbreviation. */
  closeDate: string;
  /** The collection's IANA zone (decision 144); absent on mails queued before it (then the US market's). */
  timeZone?: string;
  link: string;
};

/** The card delivered to its recipient (issue 14): the cover picture and their private link. */
export type DeliveryRecipientPayload = {
  recipientName: string;
  organiserName: string;
  collectionTitle: string;
  /** Absolute URL of the cover picture, or null for a cover without one. */
  coverImageUrl: string | null;
  /** What the cover says ("Cover: <title> for <name>"); absent on mails queued before issue 31. */
  coverAlt?: string;
  link: string;
  /** Which delivery and address this went to, so a bounce is recorded on the right one. */
  deliveryId: number;
};

/** The organiser's notices: the recipient opened the card (first time only), or thanked the group. */
export type DeliveryOpenedPayload = { organiserName: string; recipientName: string; collectionTitle: string; collectionUrl: string };
export type DeliveryThankedPayload = DeliveryOpenedPayload & { text: string; mailed: number };

/** The recipient's thank-you, to a contributor who gave an email. */
export type DeliveryThanksPayload = {
  recipientName: string;
  collectionTitle: string;
  text: string;
  /** Absolute URL of the picture sent with it, or null. */
  imageUrl: string | null;
};

/** The organiser's notice that card payments to a collection are paused after a spike of declines (decision 132). */
export type CardPaymentsPausedPayload = { firstName: string; collectionTitle: string; pausedMinutes: number };

export type RenderedMail = { text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function html(lines: string[], ...links: { href: string; label: string }[]): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const anchor = links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`).join('');
  return `<!doctype html><html><body style="font-family:sans-serif">${body}${anchor}</body></html>`;
}

/** The same link works before delivery: the page then says the card has not gone yet. */
function deliveredCardLink(url: string | null | undefined): { href: string; label: string }[] {
  return url ? [{ href: url, label: 'See the card once it has been delivered' }] : [];
}

/** A date about a collection, on its clock with the abbreviation (decision 144): "27 Nov 2026, 5:05 pm AEDT". */
function when(iso: string, timeZone: string | undefined, market: string | undefined): string {
  return formatInZone(iso, timeZone ?? MARKET_TIME_ZONE[marketFromCountryCode(market)]);
}

function contributionReceipt(p: ContributionReceiptPayload): RenderedMail {
  const market = marketFromCountryCode(p.market);
  const money = (c: number) => formatMoney(c, market);
  const lines = [
    `Hi ${p.firstName},`,
    `Thank you for chipping in to "${p.collectionTitle}".`,
    `Contribution: ${money(p.subtotal)}`,
    ...(p.fee > 0 ? [`Fee: ${money(p.fee)}`] : []),
    `Total paid: ${money(p.total)}`,
    `Invoice number: ${p.invoiceNumber}`,
    `Paid on: ${when(p.paymentDate, p.timeZone, p.market)}`,
  ];
  const link = p.editUrl
    ? { href: p.editUrl, label: 'Edit your message on the card' }
    : { href: p.collectionUrl, label: 'See the collection' };
  const links = [link, ...deliveredCardLink(p.deliveredCardUrl)];
  return { text: [...lines, ...links.map((l) => `${l.label}: ${l.href}`)].join('\n'), html: html(lines, ...links) };
}

/** The fee breakdown of one contribution, in the words of the contributions list (decision 143). */
function organiserNoticeFees(p: OrganiserNoticePayload, money: (c: number) => string): string[] {
  if (p.recipientGets === undefined) return [];
  const lines: string[] = [];
  if (p.fee && p.feePaidBy === 'organiser') lines.push(`Card fee: ${money(p.fee)}, absorbed by you (taken from the gift).`);
  if (p.fee && p.feePaidBy === 'contributor') lines.push(`Card fee: ${money(p.fee)}, paid by ${p.contributorName} on top.`);
  if (p.charity) lines.push(`Charity share: ${money(p.charity)}.`);
  if (lines.length > 0) lines.push(`The recipient gets ${money(p.recipientGets)} of it.`);
  return lines;
}

function organiserNotice(p: OrganiserNoticePayload): RenderedMail {
  const money = (c: number) => formatMoney(c, marketFromCountryCode(p.market));
  const lines = [
    `Hi ${p.organiserName},`,
    `${p.contributorName} chipped in ${money(p.subtotal)} to "${p.collectionTitle}" (invoice ${p.invoiceNumber}).`,
    ...organiserNoticeFees(p, money),
    `Collected so far: ${money(p.collected)}.`,
  ];
  return { text: lines.join('\n'), html: html(lines) };
}

function refundNotice(p: RefundNoticePayload): RenderedMail {
  const money = (c: number) => formatMoney(c, marketFromCountryCode(p.market));
  const lines = [
    `Hi ${p.firstName || 'there'},`,
    `The organiser of "${p.collectionTitle}" refunded your contribution.`,
    `Refunded: ${money(p.total)}`,
    ...(p.invoiceNumber ? [`Invoice number: ${p.invoiceNumber}`] : []),
    `Refunded on: ${when(p.refundDate, p.timeZone, p.market)}`,
    'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
  ];
  return { text: lines.join('\n'), html: html(lines) };
}

function purchaseLine(item: OrganiserPurchaseItem): string {
  switch (item.kind) {
    case 'pack':
      return item.count ? `${item.title}: a pack of ${item.count} paid group cards` : item.title;
    case 'bulk_upload':
      return `A bulk upload for "${item.title}"${item.count ? ` (${item.count} payees)` : ''}`;
    default:
      return item.fromPack
        ? `A paid group card for "${item.title}", paid with one card from your pack`
        : `A paid group card for "${item.title}"`;
  }
}

function organiserReceipt(p: OrganiserReceiptPayload): RenderedMail {
  const money = (c: number) => formatMoney(c, marketFromCountryCode(p.market));
  const promo = p.promoCode ? ` (promo code ${p.promoCode})` : '';
  const lines = [
    `Hi ${p.firstName || 'there'},`,
    'Thank you for your purchase. This is your receipt.',
    `Item: ${purchaseLine(p.item)}`,
    ...(p.anyCard > 0 ? [`Any card: ${money(p.anyCard)}`] : []),
    `Subtotal: ${money(p.subtotal)}`,
    ...(p.discount > 0 ? [`Discount${promo}: -${money(p.discount)}`] : []),
    ...(p.fee > 0 ? [`Fee: ${money(p.fee)}`] : []),
    `Total paid: ${money(p.total)}`,
    `Invoice number: ${p.invoiceNumber}`,
    `Paid on: ${p.paymentDate.slice(0, 10)}`,
    ...(p.packCardsLeft !== null ? [`Cards left in your pack: ${p.packCardsLeft}`] : []),
  ];
  return { text: lines.join('\n'), html: html(lines) };
}

function duplicateRefund(p: DuplicateRefundPayload): RenderedMail {
  const money = (c: number) => formatMoney(c, marketFromCountryCode(p.market));
  const why =
    p.reason === 'changed'
      ? 'The upload changed while you paid, so this payment no longer matched what is due. The upload is still waiting for payment at its current total.'
      : 'It had already been paid by another of your payments (for example in another tab, or a card check finished after you paid another way). It stays paid; this second payment was not needed.';
  const lines = [
    `Hi ${p.firstName || 'there'},`,
    `We refunded your payment of ${money(p.total)} (invoice ${p.invoiceNumber}) for: ${purchaseLine(p.item)}.`,
    why,
    `Refunded on: ${p.refundDate.slice(0, 10)}`,
    'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
  ];
  return { text: lines.join('\n'), html: html(lines) };
}

function cardPaymentsPaused(p: CardPaymentsPausedPayload): RenderedMail {
  const lines = [
    `Hi ${p.firstName || 'there'},`,
    `Many card payments to "${p.collectionTitle}" were declined in a short time, which usually means someone is testing stolen card numbers on it.`,
    `To protect your collection we have paused card payments to it for ${p.pausedMinutes} minutes. Other ways to pay keep working, and card payments start again on their own.`,
    'Nothing is needed from you. Declined attempts never reach your collection or its total.',
  ];
  return { text: lines.join('\n'), html: html(lines) };
}

function signCardReceipt(p: SignCardReceiptPayload): RenderedMail {
  const lines = [`Hi ${p.name},`, `You signed the card for "${p.collectionTitle}":`, p.comment];
  const links = [{ href: p.editUrl, label: 'Edit your message' }, ...deliveredCardLink(p.deliveredCardUrl)];
  return { text: [...lines, ...links.map((l) => `${l.label}: ${l.href}`)].join('\n'), html: html(lines, ...links) };
}

function passwordReset(p: PasswordResetPayload): RenderedMail {
  const lines = [
    `Hi ${p.firstName},`,
    'We received a request to reset the password of your account.',
    `The link below works once and expires in ${p.validMinutes} minutes.`,
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ];
  const link = { href: p.resetUrl, label: 'Reset your password' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

function usernameReminder(p: UsernameReminderPayload): RenderedMail {
  const lines = [
    `Hi ${p.firstName},`,
    `Your username is your email address: ${p.username}`,
    'If you did not ask for this reminder, you can ignore this email.',
  ];
  const link = { href: p.loginUrl, label: 'Log in' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

function signUpConfirm(p: SignUpConfirmPayload): RenderedMail {
  const lines = [
    `Hi ${p.firstName},`,
    'Open the link below to finish creating your organiser account.',
    `It works once and expires in ${p.validHours} hours.`,
    'If you did not sign up, you can ignore this email: no account is made without this link.',
  ];
  const link = { href: p.confirmUrl, label: 'Finish creating your account' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

// Sent instead of a sign-up link when the address has an account, so the sign-up page can answer
// the same either way; nothing about the account changes.
function signUpExistingAccount(p: SignUpExistingAccountPayload): RenderedMail {
  const lines = [
    `Hi ${p.firstName || 'there'},`,
    'Someone tried to create an account with your email address, but you already have one.',
    'If this was you, log in, or reset your password if you have forgotten it.',
    'If it was not you, you can ignore this email: your account, password and sessions are unchanged.',
  ];
  const links = [
    { href: p.loginUrl, label: 'Log in' },
    { href: p.forgotPasswordUrl, label: 'Reset your password' },
  ];
  return { text: [...lines, ...links.map((l) => `${l.label}: ${l.href}`)].join('\n'), html: html(lines, ...links) };
}

function invitation(p: InvitationPayload, reminder: boolean): RenderedMail {
  const who = p.organiserName || 'The organiser';
  const lines = reminder
    ? [
        `Hi,`,
        `A reminder from ${who}: "${p.collectionTitle}" closes on ${when(p.closeDate, p.timeZone, undefined)}.`,
        `There is still time to join in.`,
      ]
    : [
        `Hi,`,
        `${who} has invited you to join "${p.collectionTitle}".`,
        `It closes on ${when(p.closeDate, p.timeZone, undefined)}.`,
      ];
  const link = { href: p.link, label: 'Open the invitation' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

/** A picture at the start (the card's cover) or the end (a thank-you's photo), never wider than a phone's mail column. */
function withPicture(page: string, url: string | null, alt: string, where: 'start' | 'end', width = 480): string {
  if (!url) return page;
  const img = `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${width}" style="display:block;width:100%;max-width:${width}px;height:auto;border-radius:8px"></p>`;
  const body = '<body style="font-family:sans-serif">';
  return where === 'start' ? page.replace(body, `${body}${img}`) : page.replace('</body>', `${img}</body>`);
}

const COVER_MAIL_WIDTH = 320;

const KEEP_PRIVATE = 'This link is yours alone: please keep it private.';

function deliveryRecipient(p: DeliveryRecipientPayload): RenderedMail {
  const from = p.organiserName || 'Your friends';
  const lines = [`Hi ${p.recipientName},`, `${from} and the group have a card for you: "${p.collectionTitle}".`];
  const link = { href: p.link, label: 'Open your card' };
  const page = html(lines, link).replace('</body>', `<p style="color:#555;font-size:14px">${escapeHtml(KEEP_PRIVATE)}</p></body>`);
  return {
    text: [...lines, `${link.label}: ${link.href}`, KEEP_PRIVATE].join('\n'),
    // The card's cover (issue 31) at a card's size in the mail's column: 320 × 453 of its 1080 × 1530 PNG.
    html: withPicture(page, p.coverImageUrl, p.coverAlt ?? `The cover of "${p.collectionTitle}"`, 'start', COVER_MAIL_WIDTH),
  };
}

function deliveryOpened(p: DeliveryOpenedPayload): RenderedMail {
  const lines = [`Hi ${p.organiserName},`, `${p.recipientName} has opened the card "${p.collectionTitle}".`];
  const link = { href: p.collectionUrl, label: 'See the collection' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

function deliveryThanked(p: DeliveryThankedPayload): RenderedMail {
  const lines = [
    `Hi ${p.organiserName},`,
    `${p.recipientName} sent a thank-you for "${p.collectionTitle}":`,
    p.text,
    p.mailed === 1 ? 'It was emailed to 1 contributor.' : `It was emailed to ${p.mailed} contributors.`,
  ];
  const link = { href: p.collectionUrl, label: 'See the collection' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

function deliveryThanks(p: DeliveryThanksPayload): RenderedMail {
  const lines = [`${p.recipientName} says thank you for "${p.collectionTitle}":`, p.text];
  return {
    text: [...lines, ...(p.imageUrl ? [`Picture: ${p.imageUrl}`] : [])].join('\n'),
    html: withPicture(html(lines), p.imageUrl, `A picture from ${p.recipientName}`, 'end'),
  };
}

/** Renders an outbox row's template; throws for a template this server does not know. */
export function renderTemplate(template: string, payload: unknown): RenderedMail {
  switch (template) {
    case 'contribution-receipt':
      return contributionReceipt(payload as ContributionReceiptPayload);
    case 'organiser-payment-notice':
      return organiserNotice(payload as OrganiserNoticePayload);
    case 'contribution-refund':
      return refundNotice(payload as RefundNoticePayload);
    case 'organiser-purchase-receipt':
      return organiserReceipt(payload as OrganiserReceiptPayload);
    case 'organiser-duplicate-refund':
      return duplicateRefund(payload as DuplicateRefundPayload);
    case 'organiser-card-payments-paused':
      return cardPaymentsPaused(payload as CardPaymentsPausedPayload);
    case 'sign-card-receipt':
      return signCardReceipt(payload as SignCardReceiptPayload);
    case 'invitation':
      return invitation(payload as InvitationPayload, false);
    case 'invitation-reminder':
      return invitation(payload as InvitationPayload, true);
    case 'password-reset':
      return passwordReset(payload as PasswordResetPayload);
    case 'username-reminder':
      return usernameReminder(payload as UsernameReminderPayload);
    case 'sign-up-confirm':
      return signUpConfirm(payload as SignUpConfirmPayload);
    case 'sign-up-existing-account':
      return signUpExistingAccount(payload as SignUpExistingAccountPayload);
    case 'delivery-recipient':
      return deliveryRecipient(payload as DeliveryRecipientPayload);
    case 'delivery-opened':
      return deliveryOpened(payload as DeliveryOpenedPayload);
    case 'delivery-thanked':
      return deliveryThanked(payload as DeliveryThankedPayload);
    case 'delivery-thanks':
      return deliveryThanks(payload as DeliveryThanksPayload);
    case DISPUTE_TEMPLATES.opened:
      return disputeMail('opened', payload as DisputeMailPayload);
    case DISPUTE_TEMPLATES.won:
      return disputeMail('won', payload as DisputeMailPayload);
    case DISPUTE_TEMPLATES.lost:
      return disputeMail('lost', payload as DisputeMailPayload);
    default:
      throw new Error(`Unknown mail template "${template}"`);
  }
}
