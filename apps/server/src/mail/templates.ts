import { formatMoney, marketFromCountryCode } from '@groupgift/domain';

export type ContributionReceiptPayload = {
  firstName: string;
  collectionTitle: string;
  market: string;
  subtotal: number;
  fee: number;
  total: number;
  invoiceNumber: string;
  paymentDate: string;
  /** Link back to the card to edit the message signed in this visit, when there is one. */
  editUrl: string | null;
  collectionUrl: string;
};

export type OrganiserNoticePayload = {
  organiserName: string;
  contributorName: string;
  collectionTitle: string;
  market: string;
  subtotal: number;
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
  /** ISO date-time; shown as a date. */
  closeDate: string;
  link: string;
};

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
    `Paid on: ${p.paymentDate.slice(0, 10)}`,
  ];
  const link = p.editUrl
    ? { href: p.editUrl, label: 'Edit your message on the card' }
    : { href: p.collectionUrl, label: 'See the collection' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
}

function organiserNotice(p: OrganiserNoticePayload): RenderedMail {
  const money = (c: number) => formatMoney(c, marketFromCountryCode(p.market));
  const lines = [
    `Hi ${p.organiserName},`,
    `${p.contributorName} chipped in ${money(p.subtotal)} to "${p.collectionTitle}" (invoice ${p.invoiceNumber}).`,
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
    `Refunded on: ${p.refundDate.slice(0, 10)}`,
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

function signCardReceipt(p: SignCardReceiptPayload): RenderedMail {
  const lines = [`Hi ${p.name},`, `You signed the card for "${p.collectionTitle}":`, p.comment];
  const link = { href: p.editUrl, label: 'Edit your message' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
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
        `A reminder from ${who}: "${p.collectionTitle}" closes on ${p.closeDate.slice(0, 10)}.`,
        `There is still time to join in.`,
      ]
    : [
        `Hi,`,
        `${who} has invited you to join "${p.collectionTitle}".`,
        `It closes on ${p.closeDate.slice(0, 10)}.`,
      ];
  const link = { href: p.link, label: 'Open the invitation' };
  return { text: [...lines, `${link.label}: ${link.href}`].join('\n'), html: html(lines, link) };
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
    default:
      throw new Error(`Unknown mail template "${template}"`);
  }
}
