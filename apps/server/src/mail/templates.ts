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

export type SignCardReceiptPayload = {
  name: string;
  comment: string;
  collectionTitle: string;
  editUrl: string;
};

/** Organiser accounts (decision 061): a one-time reset link, and the username reminder. */
export type PasswordResetPayload = { firstName: string; resetUrl: string; validMinutes: number };
export type UsernameReminderPayload = { firstName: string; username: string; loginUrl: string };

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

function html(lines: string[], link?: { href: string; label: string }): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const anchor = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
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

function invitation(p: InvitationPayload, reminder: boolean): RenderedMail {
  const who = p.organiserName || 'The organiser';
  const lines = reminder
    ? [`Hi,`, `A reminder from ${who}: "${p.collectionTitle}" closes on ${p.closeDate.slice(0, 10)}.`, `There is still time to join in.`]
    : [`Hi,`, `${who} has invited you to join "${p.collectionTitle}".`, `It closes on ${p.closeDate.slice(0, 10)}.`];
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
    default:
      throw new Error(`Unknown mail template "${template}"`);
  }
}
