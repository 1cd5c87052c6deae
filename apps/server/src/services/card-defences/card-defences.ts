import { createHash } from 'node:crypto';
import { MESSAGES, type ChallengeRequiredDetails } from '@groupgift/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import { AppError } from '../../lib/app-error';
import type { ChallengeVerifier } from '../challenge/challenge-port';
import { addressKey } from './address-key';
import type { CardDefencesConfig, VelocityLimit } from './card-defences-config';
import type { VelocityQuery, VelocityStore } from './velocity-store';

/** One card attempt about to reach the provider. */
export type CardAttempt = {
  clientAddress: string;
  collectionId: number;
  email: string;
  /** The card's fingerprint when the provider can tell before charging (sandbox); null otherwise. */
  cardFingerprint: string | null;
  challengeToken: string | undefined;
  /** The payment's idempotency key: requests that repeat one attempt are that one attempt here too. */
  idempotencyKey: string;
};

/** An admitted attempt: its place in the in-flight sets, released by `settle`. */
export type Admission = { member: string; subjects: Subject[]; collectionId: number };

type Subject = {
  declines: string;
  inFlight: string;
  limit: VelocityLimit;
  /** Counts toward the challenge: the payer's own history, not the collection's. */
  payerSignal: boolean;
  /**
   * Whether attempts under way count as declines against this limit. They do for one payer (an
   * address, an email, a card: nobody pays five times at once), not for a collection, where many
   * people paying at the same moment is a good day, and the breaker watches for attacks.
   */
  holdsInFlight: boolean;
};

/** What happens when a collection's breaker trips (the organiser's mail, card-payments-paused-mail.ts). */
export type BreakerTripped = (collectionId: number, pausedForMs: number, now: Date) => Promise<void>;

// An attempt counts as in flight for at most this long (a crashed server's attempts then drop out).
const IN_FLIGHT_MS = 2 * 60_000;
// Past a limit only by attempts under way: they are over in seconds.
const IN_FLIGHT_RETRY_MS = 5_000;
// A challenge token is kept as used for longer than any provider's token lives.
const USED_TOKEN_MS = 30 * 60_000;

/**
 * The card-testing defences (issue 29, decision 132), around every card attempt of a contribution:
 * - hard limits on declines per address, collection, email and card, counting attempts still in
 *   flight as declines so concurrent requests cannot slip past a limit together;
 * - the challenge after suspicious signals (a few declines, many attempts, one address paying many
 *   collections), never on the first attempt, because every signal needs earlier attempts;
 * - the breaker, which pauses card payments on a collection whose decline rate spikes.
 * Only declines and these signals count against a payer: ordinary successful payments do not.
 */
export class CardDefences {
  constructor(
    private readonly config: CardDefencesConfig,
    private readonly store: VelocityStore,
    readonly challenge: ChallengeVerifier | null,
    private readonly onTrip: BreakerTripped,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Lets the attempt through, or throws the refusal or the challenge the page shows. */
  async admit(attempt: CardAttempt): Promise<Admission> {
    const now = Date.now();
    const pausedMs = await this.store.flagLeftMs(pausedKey(attempt.collectionId));
    if (pausedMs > 0) throw refusal('card_payments_paused', MESSAGES['error.cardPaymentsPaused'], pausedMs);

    const subjects = this.subjectsOf(attempt);
    // One attempt, however many requests carry its key (a page's retries, a double press).
    const member = digest(`attempt:${attempt.idempotencyKey}`);
    const admission: Admission = { member, subjects, collectionId: attempt.collectionId };
    const { challengeAfter } = this.config;
    const address = `ip:${addressKey(attempt.clientAddress)}`;
    const inFlight = await this.store.add(
      [
        ...subjects.map((s) => ({ key: s.inFlight, member, windowMs: IN_FLIGHT_MS })),
        { key: `attempts:${address}`, member, windowMs: challengeAfter.addressAttempts.windowMs },
        { key: `collections:${address}`, member: String(attempt.collectionId), windowMs: challengeAfter.addressCollections.windowMs },
      ],
      now,
    );
    const attempts = inFlight[subjects.length] ?? 0;
    const collections = inFlight[subjects.length + 1] ?? 0;
    const declines = await this.store.count(
      subjects.map((s): VelocityQuery => ({ key: s.declines, windowMs: s.limit.windowMs })),
      now,
    );
    try {
      // Each limit counts this attempt as the next decline; a payer's limits count every attempt under way.
      const full = subjects.findIndex((s, i) => (declines[i] ?? 0) + (s.holdsInFlight ? (inFlight[i] ?? 0) : 1) > s.limit.max);
      if (full >= 0) {
        const subject = subjects[full]!;
        // Over by its declines: wait for them to age. Over only by attempts still under way (each
        // could yet be declined): wait for those to finish.
        if ((declines[full] ?? 0) >= subject.limit.max) {
          throw refusal('payment_attempts_limited', MESSAGES['error.paymentAttemptsLimited'], subject.limit.windowMs);
        }
        throw refusal('payment_attempts_limited', MESSAGES['error.paymentsInFlight'], IN_FLIGHT_RETRY_MS);
      }
      // The payer's own signals only: a collection under attack is the breaker's business, and must
      // not put the challenge in front of a person paying it for the first time.
      const suspicious =
        subjects.some((s, i) => s.payerSignal && (declines[i] ?? 0) >= challengeThreshold(s.limit)) ||
        attempts > challengeAfter.addressAttempts.max ||
        collections > challengeAfter.addressCollections.max;
      if (suspicious) await this.passChallenge(attempt);
      return admission;
    } catch (error) {
      await this.release(admission);
      throw error;
    }
  }

  /**
   * After the provider answered: a decline moves the attempt from in flight to the declines; any
   * other outcome just leaves in flight. A card outcome also feeds the collection's breaker.
   * Never throws: the payment's own answer matters more than the bookkeeping.
   */
  async settle(admission: Admission, row: PaymentRow | null): Promise<void> {
    try {
      const declined = row !== null && isDecline(row);
      const now = Date.now();
      await this.store.move(
        admission.subjects.map((s) => ({
          from: s.inFlight,
          member: admission.member,
          ...(declined ? { to: { key: s.declines, windowMs: s.limit.windowMs } } : {}),
        })),
        now,
      );
      if (row && (declined || row.status === 'succeeded')) await this.feedBreaker(admission, declined, now);
    } catch (error) {
      this.log.warn({ err: error }, 'card defences: could not record a card attempt');
    }
  }

  private async release(admission: Admission): Promise<void> {
    await this.store.move(admission.subjects.map((s) => ({ from: s.inFlight, member: admission.member })), Date.now());
  }

  private subjectsOf(attempt: CardAttempt): Subject[] {
    const { declines } = this.config;
    const subject = (name: string, limit: VelocityLimit, payer = true): Subject => ({
      declines: `declines:${name}`,
      inFlight: `in-flight:${name}`,
      limit,
      payerSignal: payer,
      holdsInFlight: payer,
    });
    return [
      subject(`ip:${addressKey(attempt.clientAddress)}`, declines.perAddress),
      subject(`collection:${attempt.collectionId}`, declines.perCollection, false),
      subject(`email:${digest(attempt.email.trim().toLowerCase())}`, declines.perEmail),
      ...(attempt.cardFingerprint ? [subject(`card:${attempt.cardFingerprint}`, declines.perCard)] : []),
    ];
  }

  private async passChallenge(attempt: CardAttempt): Promise<void> {
    const challenge = this.challenge;
    // Without a challenge to offer, a suspicious attempt is refused rather than let through.
    if (!challenge) throw refusal('payment_attempts_limited', MESSAGES['error.paymentAttemptsLimited'], 10 * 60_000);
    const details: ChallengeRequiredDetails = { challenge: { provider: challenge.provider, siteKey: challenge.siteKey } };
    const token = attempt.challengeToken;
    if (!token) throw new AppError(429, 'challenge_required', MESSAGES['error.challengeRequired'], details);
    // Claimed before it is checked, so two requests with one token cannot both pass.
    const fresh = await this.store.claim(`used-challenge:${digest(token)}`, USED_TOKEN_MS);
    if (!fresh || !(await challenge.verify(token, attempt.clientAddress))) {
      throw new AppError(429, 'challenge_required', MESSAGES['error.challengeFailed'], details);
    }
  }

  private async feedBreaker(admission: Admission, declined: boolean, now: number): Promise<void> {
    const { breaker } = this.config;
    const attemptsKey = `breaker-attempts:${admission.collectionId}`;
    const declinesKey = `breaker-declines:${admission.collectionId}`;
    const entry = { member: admission.member, windowMs: breaker.windowMs };
    await this.store.add([{ key: attemptsKey, ...entry }, ...(declined ? [{ key: declinesKey, ...entry }] : [])], now);
    if (!declined) return;
    const [attempts = 0, declines = 0] = await this.store.count(
      [
        { key: attemptsKey, windowMs: breaker.windowMs },
        { key: declinesKey, windowMs: breaker.windowMs },
      ],
      now,
    );
    if (declines < breaker.minDeclines || declines < attempts * breaker.declineShare) return;
    // One caller wins the pause (across servers with Redis) and tells the organiser.
    if (!(await this.store.claim(pausedKey(admission.collectionId), breaker.pauseMs))) return;
    await this.store.clear([attemptsKey, declinesKey]);
    this.log.warn({ collectionId: admission.collectionId, declines, attempts }, 'card defences: card payments paused on a collection');
    await this.onTrip(admission.collectionId, breaker.pauseMs, new Date(now));
  }
}

/** The declines after which a subject's next attempts need the challenge: "a few", two by default. */
export function challengeThreshold(limit: VelocityLimit): number {
  return Math.max(2, Math.ceil(limit.max * 0.4));
}

/** A card decline, as opposed to a fault of ours or the provider's (those do not count against a payer). */
function isDecline(row: PaymentRow): boolean {
  if (row.status !== 'failed') return false;
  const code = (row.providerResponse as { result?: { failure?: { code?: string } } } | null)?.result?.failure?.code;
  return code !== 'collection_suspended' && code !== 'processing_error';
}

function pausedKey(collectionId: number): string {
  return `breaker-paused:${collectionId}`;
}

/** Emails and tokens are keyed by a digest: the counters never hold them. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

function refusal(code: 'payment_attempts_limited' | 'card_payments_paused', message: string, retryAfterMs: number): AppError {
  return new AppError(429, code, message, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}
