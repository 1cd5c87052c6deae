import type { PayoutFailureCode, PayoutStatus } from '../payout-provider';
import type { Currency } from '../provider';
import type { SandboxEventRecord } from './store';

/**
 * The sandbox's payout state (bank destinations, payouts, gift cards), beside its payment state in
 * store.ts. Like a real provider, it keeps one object per idempotency key: inserting a second object
 * with a key already used hands back the first, atomically (a unique constraint in the database).
 */

/** What the sandbox does with payouts to a bank account, chosen by the account number's last 4 digits. */
export type SandboxBankBehaviour = 'pays' | 'account_closed' | 'name_mismatch' | 'returns' | 'pays_later';

/** The full account number never reaches the store: only what a test needs (its last 4 and behaviour). */
export interface SandboxBankDestination {
  id: string;
  idempotencyKey: string;
  /** Hash of what was asked, so a key reused for other details is refused. */
  fingerprint: string;
  country: 'AU' | 'US';
  currency: Currency;
  last4: string;
  behaviour: SandboxBankBehaviour;
  createdAt: Date;
}

export interface SandboxPayoutFailure {
  code: PayoutFailureCode;
  message: string;
  providerCode?: string;
}

export interface SandboxPayout {
  id: string;
  idempotencyKey: string;
  fingerprint: string;
  amountCents: number;
  currency: Currency;
  destination: { kind: 'bank'; destinationId: string } | { kind: 'paypal'; email: string };
  reference: string;
  status: PayoutStatus;
  failure?: SandboxPayoutFailure;
  /** A change the sandbox makes on its own a little later (paid → returned, pending → paid), with its webhook. */
  next?: { status: PayoutStatus; failure?: SandboxPayoutFailure };
  nextAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxGiftCard {
  id: string;
  idempotencyKey: string;
  fingerprint: string;
  /** `GG-XXXX-XXXX-XXXX` and a 6-digit PIN, both from a cryptographic random source. */
  code: string;
  pin: string;
  amountCents: number;
  balanceCents: number;
  currency: Currency;
  reference: string;
  createdAt: Date;
}

export interface SandboxPayoutStore {
  /** Inserts unless one holds the key; returns the stored destination either way. */
  insertDestination(destination: SandboxBankDestination): Promise<{ inserted: boolean; destination: SandboxBankDestination }>;
  findDestination(id: string): Promise<SandboxBankDestination | undefined>;
  insertPayout(payout: SandboxPayout): Promise<{ inserted: boolean; payout: SandboxPayout }>;
  findPayout(id: string): Promise<SandboxPayout | undefined>;
  /** Compare-and-set on status, so a scheduled change and a read settle it once. */
  updatePayout(id: string, expected: PayoutStatus, patch: Partial<SandboxPayout>): Promise<SandboxPayout | undefined>;
  listPayouts(): Promise<SandboxPayout[]>;
  insertGiftCard(card: SandboxGiftCard): Promise<{ inserted: boolean; giftCard: SandboxGiftCard }>;
  findGiftCard(id: string): Promise<SandboxGiftCard | undefined>;
  /** Payout events, in the sandbox's event log (`paymentId` holds the payout's id). */
  appendEvent(event: SandboxEventRecord): Promise<void>;
}

/** Keeps one object per idempotency key and by id. Synchronous inside, so each call is atomic on Node. */
class KeyedMap<T extends { id: string; idempotencyKey: string }> {
  readonly byId = new Map<string, T>();
  private readonly byKey = new Map<string, string>();

  insert(value: T): { inserted: boolean; value: T } {
    const existing = this.byId.get(this.byKey.get(value.idempotencyKey) ?? '');
    if (existing) return { inserted: false, value: structuredClone(existing) };
    this.byId.set(value.id, structuredClone(value));
    this.byKey.set(value.idempotencyKey, value.id);
    return { inserted: true, value: structuredClone(value) };
  }

  find(id: string): T | undefined {
    const found = this.byId.get(id);
    return found ? structuredClone(found) : undefined;
  }
}

/** Single-process payout store for tests and the in-memory demo. */
export class InMemorySandboxPayoutStore implements SandboxPayoutStore {
  private readonly destinations = new KeyedMap<SandboxBankDestination>();
  private readonly payouts = new KeyedMap<SandboxPayout>();
  private readonly giftCards = new KeyedMap<SandboxGiftCard>();
  readonly events: SandboxEventRecord[] = [];

  async insertDestination(destination: SandboxBankDestination) {
    const { inserted, value } = this.destinations.insert(destination);
    return { inserted, destination: value };
  }

  async findDestination(id: string) {
    return this.destinations.find(id);
  }

  async insertPayout(payout: SandboxPayout) {
    const { inserted, value } = this.payouts.insert(payout);
    return { inserted, payout: value };
  }

  async findPayout(id: string) {
    return this.payouts.find(id);
  }

  async updatePayout(id: string, expected: PayoutStatus, patch: Partial<SandboxPayout>) {
    const found = this.payouts.byId.get(id);
    if (!found || found.status !== expected) return undefined;
    const updated: SandboxPayout = { ...found, ...patch, id: found.id, idempotencyKey: found.idempotencyKey };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete (updated as unknown as Record<string, unknown>)[key];
    this.payouts.byId.set(id, updated);
    return structuredClone(updated);
  }

  async listPayouts() {
    return [...this.payouts.byId.values()].map((p) => structuredClone(p));
  }

  async insertGiftCard(card: SandboxGiftCard) {
    const { inserted, value } = this.giftCards.insert(card);
    return { inserted, giftCard: value };
  }

  async findGiftCard(id: string) {
    return this.giftCards.find(id);
  }

  async appendEvent(event: SandboxEventRecord) {
    this.events.push({ ...event });
  }
}
