import { z } from 'zod';
import { MESSAGES } from '../messages';
import { feeTotalsSchema } from '../fee-breakdown';
import { centsSchema, emailSchema, guidSchema, isoDateTimeSchema, textSchema } from './common';
import { chosenBrandSchema } from './gift-cards';

/**
 * Money out (issue 15): the collected gift leaves, once, as a bank payout, a PayPal payout or a gift
 * card, and a statement that balances to the cent says where every cent went.
 *
 * The balance is a ledger: every movement is one `ledger_entries` row written in the same transaction
 * as its cause (a contribution settling, a refund, a redemption requested, a payout failing), and the
 * collection's `balance_cents` moves with it under the collection's row lock, never below zero.
 * Amounts are integer cents; an entry's amount is signed (money in +, money out −).
 *
 * Who redeems is the organiser's choice: the organiser withdraws (after the collection closes), or the
 * recipient redeems from the delivered card (after delivery). Bank numbers go to the provider only; we
 * keep the provider's reference and the last 4 digits.
 */

const organiserBase = '/api/organiser/collections/:id';
const recipientBase = '/api/recipient/:token';
export const MONEY_OUT_PATHS = {
  /** GET the balance, who redeems, whether redeeming is open now, and the redemptions (organiser). */
  balance: `${organiserBase}/balance`,
  /** PUT who redeems: `{ redeemer }` (organiser; refused once a redemption exists). */
  redeemer: `${organiserBase}/redeemer`,
  /** GET every movement with its running balance, as JSON (organiser). */
  statement: `${organiserBase}/statement`,
  /** GET the same as CSV, for a spreadsheet (organiser). */
  statementCsv: `${organiserBase}/statement.csv`,
  /** POST the organiser withdraws (header `Idempotency-Key`, a UUID). */
  organiserRedemptions: `${organiserBase}/redemptions`,
  /** GET one of them (status, and the gift card's code for the organiser who redeemed it). */
  organiserRedemption: `${organiserBase}/redemptions/:redemptionId`,
  /** GET what the recipient may redeem now (amount, methods, fees). */
  recipientRedeem: `${recipientBase}/redeem`,
  /** POST the recipient redeems (header `Idempotency-Key`, a UUID). */
  recipientRedemptions: `${recipientBase}/redemptions`,
  /** GET one of them (status; the gift card's code and PIN). */
  recipientRedemption: `${recipientBase}/redemptions/:redemptionId`,
} as const;

/** Fills `:id` (collection guid), `:token` (recipient link token) and `:redemptionId` (redemption guid). */
export function moneyOutPath(
  path: (typeof MONEY_OUT_PATHS)[keyof typeof MONEY_OUT_PATHS],
  params: { guid?: string; token?: string; redemptionId?: string },
): string {
  return path
    .replace(':id', encodeURIComponent(params.guid ?? ''))
    .replace(':token', encodeURIComponent(params.token ?? ''))
    .replace(':redemptionId', encodeURIComponent(params.redemptionId ?? ''));
}

export const redemptionParamsSchema = z.object({ redemptionId: guidSchema });

// ——— The ledger ———

/**
 * `contribution` +net when a contribution settles; `fee` − the provider's fee when the organiser absorbs
 * fees (whoPaysFeeOption 1), or a payout's own fee; `charity_share` − the charity's part (+ back when its
 * contribution is refunded); `refund` − the contribution's net; `payout` / `gift_card` − when requested
 * (held at once, so a second request cannot spend it again); `payout_returned` + when a payout fails or
 * comes back; `opening_balance` + for demo collections seeded with figures but no payments.
 * Disputes (chargebacks, decision 136): `dispute_hold` − what a contributor disputes (and the provider's
 * dispute fee) while the dispute is open; `dispute_release` + that hold back when it is won or ends;
 * `chargeback` − the disputed money returned to the contributor when it is lost, `dispute_fee` − the
 * provider's fee then; `platform_receivable` + what was already paid out, covered by the platform and
 * owed by the organiser, so a lost dispute never takes the balance below zero.
 */
export const ledgerEntryKindSchema = z.enum([
  'opening_balance',
  'contribution',
  'fee',
  'charity_share',
  'refund',
  'payout',
  'gift_card',
  'payout_returned',
  'dispute_hold',
  'dispute_release',
  'chargeback',
  'dispute_fee',
  'platform_receivable',
]);
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;

export const statementEntrySchema = z.object({
  /** Ordered by this id (insertion order); the running balance follows it. */
  id: z.number().int().positive(),
  at: isoDateTimeSchema,
  kind: ledgerEntryKindSchema,
  /** e.g. "Contribution from Ana Lima", "Card fee (absorbed)", "Owed to Red Cross", "Bank payout ••••6789". */
  description: z.string(),
  /** Signed cents: + in, − out. */
  amount: z.number().int(),
  /** The balance after this entry. */
  balance: z.number().int(),
  /** The provider's id for the charge, refund, payout or gift card, for support. */
  providerReference: z.string().nullable(),
  paymentGuid: guidSchema.nullable(),
  redemptionGuid: guidSchema.nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementResponseSchema = z.object({
  currency: z.enum(['AUD', 'USD']),
  /** IANA time zone of the market, the CSV's dates are written in it. */
  timeZone: z.string(),
  entries: z.array(statementEntrySchema),
  /** Equals the last entry's balance and the balance summary's `available`. */
  closingBalance: centsSchema,
  /** The fee breakdown of the collection's contributions (decision 143), as the contributions list sums it. */
  breakdown: feeTotalsSchema,
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

// ——— Redeeming ———

export const redeemerSchema = z.enum(['organiser', 'recipient']);
export type Redeemer = z.infer<typeof redeemerSchema>;
export const redeemerRequestSchema = z.object({ redeemer: redeemerSchema });

export const redeemMethodSchema = z.enum(['bank', 'paypal', 'gift_card']);
export type RedeemMethod = z.infer<typeof redeemMethodSchema>;

/** PayPal Payouts' fee, passed on: 2 % of the amount, half-up, at most $20. Banks and gift cards: none. */
export const PAYPAL_PAYOUT_FEE = { percent: 2, maxCents: 2000 } as const;

/** The fee taken from a redemption of `amountCents` (the redeemer receives amount − fee). */
export function redemptionFeeCents(method: RedeemMethod, amountCents: number): number {
  if (method !== 'paypal') return 0;
  const fee = Math.floor((amountCents * PAYPAL_PAYOUT_FEE.percent + 50) / 100);
  return Math.min(fee, PAYPAL_PAYOUT_FEE.maxCents);
}

/** US ABA routing number: 9 digits whose weighted sum (3, 7, 1 …) is a multiple of 10. */
export function isValidAbaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const digits = (s: string) => s.replace(/[\s-]/g, '');

const auBankSchema = z.object({
  country: z.literal('AU'),
  /** BSB: 6 digits, typed with or without the dash (no checksum exists). */
  bsb: z
    .string()
    .transform(digits)
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter a 6-digit BSB' })),
  accountNumber: z
    .string()
    .transform(digits)
    .pipe(z.string().regex(/^\d{5,9}$/, { error: 'Enter an account number of 5 to 9 digits' })),
});

const usBankSchema = z.object({
  country: z.literal('US'),
  routingNumber: z
    .string()
    .transform(digits)
    .pipe(
      z
        .string()
        .regex(/^\d{9}$/, { error: 'Enter a 9-digit routing number' })
        .refine(isValidAbaRouting, { error: 'This routing number is not valid: check its digits' }),
    ),
  accountNumber: z
    .string()
    .transform(digits)
    .pipe(z.string().regex(/^\d{4,17}$/, { error: 'Enter an account number of 4 to 17 digits' })),
  accountType: z.enum(['checking', 'savings']).default('checking'),
});

export const bankDetailsSchema = z.discriminatedUnion('country', [auBankSchema, usBankSchema]);
export type BankDetails = z.infer<typeof bankDetailsSchema>;

const holderNameSchema = textSchema({ trim: true })
  .min(1, { error: MESSAGES['validation.required'] })
  .max(100, { error: 'Max 100 characters' });

/** Whole, positive cents; the server checks it against the balance under the collection's lock. */
const redeemAmountSchema = z
  .number({ error: 'Enter an amount' })
  .int({ error: 'Enter an amount in whole cents' })
  .positive({ error: 'Enter an amount above zero' })
  .max(2_147_483_647);

const redeemCommon = {
  amount: redeemAmountSchema,
  /** The fee the page showed; the server recomputes it and refuses a mismatch (amount_mismatch). */
  fee: centsSchema,
};

export const redeemRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('bank'), ...redeemCommon, accountHolderName: holderNameSchema, bank: bankDetailsSchema }),
  z.object({ method: z.literal('paypal'), ...redeemCommon, paypalEmail: emailSchema }),
  /** The code and PIN are shown at once and mailed to `email`. */
  z.object({
    method: z.literal('gift_card'),
    ...redeemCommon,
    email: emailSchema,
    /** The catalogue brand chosen (`GIFT_CARD_PATHS.brands`); the server checks it is offered and takes the amount. */
    brandId: z.string({ error: 'Choose a gift card' }).min(1, { error: 'Choose a gift card' }).max(100),
  }),
]);
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

export const redemptionStatusSchema = z.enum([
  /** Held from the balance; the provider call is under way or its answer was lost (reconciliation settles it). */
  'processing',
  /** Paid out, or the gift card issued. */
  'paid',
  /** Refused by the provider; the money is back in the balance. */
  'failed',
  /** Paid, then sent back by the bank; the money is back in the balance. */
  'returned',
]);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

export const giftCardSchema = z.object({
  code: z.string(),
  pin: z.string(),
  /** Where the card is opened, when the provider hands out a link (Tremendous) rather than a bare code. */
  redeemUrl: z.string().nullable().optional(),
  balance: centsSchema,
  currency: z.enum(['AUD', 'USD']),
});

export const redemptionSchema = z.object({
  guid: guidSchema,
  method: redeemMethodSchema,
  redeemer: redeemerSchema,
  /** Taken from the balance. */
  amount: centsSchema,
  fee: centsSchema,
  /** What the redeemer receives: amount − fee. */
  net: centsSchema,
  status: redemptionStatusSchema,
  /** "Bank ••••6789", "PayPal ana@example.com", "Gift card". */
  destination: z.string(),
  /** Why it failed or came back, in words the redeemer can act on. */
  failureReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
  /** Only to whoever redeemed it, once issued. */
  giftCard: giftCardSchema.nullable(),
  /** The brand a gift card was chosen in (issue 33); null for other methods and older gift cards. */
  brand: chosenBrandSchema.nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** Why redeeming is not open now (null when it is). */
export const notRedeemableReasonSchema = z.enum([
  'not_closed',
  'not_delivered',
  'suspended',
  'nothing_to_redeem',
  /** The organiser chose the other party. */
  'other_redeemer',
  /** A contributor disputed a payment (a chargeback): payouts wait until it is resolved (decision 136). */
  'dispute_open',
]);
export type NotRedeemableReason = z.infer<typeof notRedeemableReasonSchema>;

export const NOT_REDEEMABLE_TEXT: Record<NotRedeemableReason, string> = {
  not_closed: 'The money can be withdrawn once the collection closes.',
  not_delivered: 'The gift can be redeemed once the card is delivered.',
  suspended: 'This collection is suspended, so its money cannot be redeemed.',
  nothing_to_redeem: 'There is nothing left to redeem.',
  other_redeemer: 'The organiser chose someone else to redeem this gift.',
  dispute_open: 'A contributor disputed a payment, so payouts wait until the dispute is resolved.',
};

/** A contributor's dispute of a payment (a chargeback) as the organiser sees it (decision 136). */
export const disputeStatusSchema = z.enum(['open', 'won', 'lost']);
export type DisputeStatus = z.infer<typeof disputeStatusSchema>;

export const disputeSummarySchema = z.object({
  status: disputeStatusSchema,
  /** What the contributor disputed, as the provider reports it. */
  amount: centsSchema,
  /** The provider's dispute fee, when it charges one. */
  fee: centsSchema,
  /** Taken out of the available balance while the dispute is open. */
  held: centsSchema,
  /** Lost after the money was paid out: covered by the platform, owed by the organiser. */
  receivable: centsSchema,
  /** The provider's reason, in words (e.g. "fraudulent", "product not received"). */
  reason: z.string().nullable(),
  openedAt: isoDateTimeSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  paymentGuid: guidSchema,
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

/** One state change, kept for the collection's activity: who, when, from which address. */
export const moneyAuditEntrySchema = z.object({
  at: isoDateTimeSchema,
  /** e.g. "Redemption requested", "Payout paid", "Payout failed: account closed", "Redeemer set to recipient". */
  event: z.string(),
  actor: z.enum(['organiser', 'recipient', 'provider', 'system']),
  /** The client's address as the proxy reported it (TRUST_PROXY); null for the provider and jobs. */
  ip: z.string().nullable(),
  redemptionGuid: guidSchema.nullable(),
});

/** GET balance (organiser). */
export const balanceSummarySchema = z.object({
  currency: z.enum(['AUD', 'USD']),
  /** Settled contributions (net of the contributor-paid fees). */
  collected: centsSchema,
  /** Provider fees the organiser absorbs, and payout fees. */
  fees: centsSchema,
  /** Owed to the named charity; not redeemable. */
  charityShare: centsSchema,
  charityName: z.string().nullable(),
  refunded: centsSchema,
  /** Paid out or issued, plus what is processing. */
  redeemed: centsSchema,
  /**
   * Contributors' disputes (decision 136): what is held while one is open, and what lost ones took
   * (the money returned and the provider's fee, less what the platform covered).
   */
  disputed: centsSchema,
  /** What can be redeemed now: collected − fees − charity − refunded − redeemed − disputed. Never negative. */
  available: centsSchema,
  redeemer: redeemerSchema,
  /** The organiser's redeeming is open after close; the recipient's after delivery. */
  redeemableAfter: z.enum(['close', 'delivery']),
  /** Null when the organiser (this caller) may withdraw now. */
  notRedeemableReason: notRedeemableReasonSchema.nullable(),
  redemptions: z.array(redemptionSchema),
  audit: z.array(moneyAuditEntrySchema),
  /** Contributors' disputes of payments to this collection, newest first (decision 136). */
  disputes: z.array(disputeSummarySchema),
  /** The fee breakdown of the collection's contributions (decision 143): the statement's and the list's. */
  breakdown: feeTotalsSchema,
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;

/** GET recipient redeem: what the recipient may redeem now. */
export const recipientRedeemSchema = z.object({
  currency: z.enum(['AUD', 'USD']),
  market: z.enum(['AU', 'US']),
  available: centsSchema,
  /** Null when the recipient may redeem now. */
  notRedeemableReason: notRedeemableReasonSchema.nullable(),
  methods: z.array(redeemMethodSchema),
  /** The recipient's own redemptions (status, gift card). */
  redemptions: z.array(redemptionSchema),
});
export type RecipientRedeem = z.infer<typeof recipientRedeemSchema>;

/** POST redemptions answer (201 new, 200 the same key again). */
export const redeemResponseSchema = z.object({ redemption: redemptionSchema, available: centsSchema });
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;
