import type {
  Currency,
  PaymentAction,
  PaymentCardSummary,
  PaymentCustomer,
  PaymentFailure,
  PaymentMethodKind,
  PaymentStatus,
  ReturnUrls,
} from '../provider';

/**
 * The sandbox provider's own state. It is the provider's database, not the app's: the app's
 * ledger must never read it. The route layer may back it with tables later; the in-memory store
 * below serves tests and a single-process demo.
 */
export interface SandboxInstrument {
  token: string;
  kind: 'card' | 'apple_pay' | 'google_pay';
  /** The full number stays inside the provider, as it would at a real one. */
  cardNumber: string;
  cardholderName: string;
  scheme: string;
  last4: string;
  createdAt: Date;
  expiresAt: Date;
  /** The SPEC §3 `tokenizedCard` object handed to the browser (cards only). */
  tokenizedCard?: SandboxTokenizedCard;
}

/** SPEC §3 `tokenizedCard`, in the shape a hosted-fields provider returns it. */
export interface SandboxTokenizedCard {
  bin: string;
  card_category: string;
  card_type: string;
  expires_on: string;
  expiry_month: number;
  expiry_year: number;
  issuer_country: string;
  last4: string;
  preferred_scheme: string | null;
  product_id: string;
  product_type: string;
  scheme: string;
  token: string;
  type: 'card';
}

export interface SandboxPayment {
  id: string;
  idempotencyKey: string;
  /** Hash of what was asked, so a key reused for a different payment is refused. */
  fingerprint: string;
  amountCents: number;
  currency: Currency;
  method: PaymentMethodKind;
  status: PaymentStatus;
  action?: PaymentAction;
  /** The kind of action this payment asked for, kept after it is settled so pages stay answerable. */
  challenge?: PaymentAction['type'];
  failure?: PaymentFailure;
  card?: PaymentCardSummary;
  customer: PaymentCustomer;
  returnUrls: ReturnUrls;
  reference?: string;
  metadata: Record<string, string>;
  refundedCents: number;
  /** PayPal: set when the payer approved, before capture. */
  approvedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxRefund {
  id: string;
  idempotencyKey: string;
  paymentId: string;
  amountCents: number;
  status: 'succeeded' | 'failed';
  createdAt: Date;
}

export interface SandboxEventRecord {
  id: string;
  type: string;
  paymentId: string;
  createdAt: Date;
  body: string;
}

export interface SandboxStore {
  saveInstrument(instrument: SandboxInstrument): Promise<void>;
  findInstrument(token: string): Promise<SandboxInstrument | undefined>;
  /**
   * Inserts the payment unless one with the same idempotency key exists, atomically (a unique
   * constraint in a database). Returns the stored payment either way.
   */
  insertPayment(payment: SandboxPayment): Promise<{ inserted: boolean; payment: SandboxPayment }>;
  findPayment(id: string): Promise<SandboxPayment | undefined>;
  /**
   * Compare-and-set: applies `patch` only while the payment is still in `expected` status, so two
   * clicks on "Complete" settle it once. Returns the updated payment, or undefined if it had moved on.
   */
  updatePayment(id: string, expected: PaymentStatus, patch: Partial<SandboxPayment>): Promise<SandboxPayment | undefined>;
  listPayments(): Promise<SandboxPayment[]>;
  /** Same contract as insertPayment, keyed by the refund's idempotency key. */
  insertRefund(refund: SandboxRefund): Promise<{ inserted: boolean; refund: SandboxRefund }>;
  appendEvent(event: SandboxEventRecord): Promise<void>;
  listEvents(): Promise<SandboxEventRecord[]>;
}

/** Single-process store. Every method is synchronous inside, so each one is atomic on Node. */
export class InMemorySandboxStore implements SandboxStore {
  private readonly instruments = new Map<string, SandboxInstrument>();
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly paymentsByKey = new Map<string, string>();
  private readonly refundsByKey = new Map<string, SandboxRefund>();
  private readonly events: SandboxEventRecord[] = [];

  async saveInstrument(instrument: SandboxInstrument): Promise<void> {
    this.instruments.set(instrument.token, { ...instrument });
  }

  async findInstrument(token: string): Promise<SandboxInstrument | undefined> {
    const found = this.instruments.get(token);
    return found ? { ...found } : undefined;
  }

  async insertPayment(payment: SandboxPayment): Promise<{ inserted: boolean; payment: SandboxPayment }> {
    const existingId = this.paymentsByKey.get(payment.idempotencyKey);
    const existing = existingId === undefined ? undefined : this.payments.get(existingId);
    if (existing) return { inserted: false, payment: { ...existing } };
    this.payments.set(payment.id, { ...payment });
    this.paymentsByKey.set(payment.idempotencyKey, payment.id);
    return { inserted: true, payment: { ...payment } };
  }

  async findPayment(id: string): Promise<SandboxPayment | undefined> {
    const found = this.payments.get(id);
    return found ? { ...found } : undefined;
  }

  async updatePayment(id: string, expected: PaymentStatus, patch: Partial<SandboxPayment>): Promise<SandboxPayment | undefined> {
    const found = this.payments.get(id);
    if (!found || found.status !== expected) return undefined;
    const updated = { ...found, ...patch, id: found.id, idempotencyKey: found.idempotencyKey };
    this.payments.set(id, updated);
    return { ...updated };
  }

  async listPayments(): Promise<SandboxPayment[]> {
    return [...this.payments.values()].map((p) => ({ ...p }));
  }

  async insertRefund(refund: SandboxRefund): Promise<{ inserted: boolean; refund: SandboxRefund }> {
    const existing = this.refundsByKey.get(refund.idempotencyKey);
    if (existing) return { inserted: false, refund: { ...existing } };
    this.refundsByKey.set(refund.idempotencyKey, { ...refund });
    return { inserted: true, refund: { ...refund } };
  }

  async appendEvent(event: SandboxEventRecord): Promise<void> {
    this.events.push({ ...event });
  }

  async listEvents(): Promise<SandboxEventRecord[]> {
    return this.events.map((e) => ({ ...e }));
  }
}
