import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import { AppError } from '../../lib/app-error';
import { CardDefences, type CardAttempt } from './card-defences';
import { readCardDefencesConfig } from './card-defences-config';
import { MemoryVelocityStore } from './velocity-store';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
let keys = 0;
const attempt = (email: string, clientAddress = '192.0.2.1', idempotencyKey = `key-${(keys += 1)}`): CardAttempt => ({
  clientAddress,
  collectionId: 7,
  email,
  cardFingerprint: null,
  challengeToken: undefined,
  idempotencyKey,
});
const row = (status: PaymentRow['status'], code?: string) =>
  ({ status, providerResponse: code ? { result: { failure: { code } } } : null }) as unknown as PaymentRow;

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('attempts under way count against the decline limits', () => {
  it('holds a 6th attempt from one address while 5 are under way, and lets it through once one has succeeded', async () => {
    const defences = new CardDefences(readCardDefencesConfig({}, 'demo'), new MemoryVelocityStore(), null, vi.fn(), log);
    const underWay = [];
    for (let i = 0; i < 5; i += 1) underWay.push(await defences.admit(attempt(`p${i}@example.test`)));
    const held = await refusalOf(defences.admit(attempt('p5@example.test')));
    expect(held).toMatchObject({ statusCode: 429, code: 'payment_attempts_limited', details: { retryAfterSeconds: 5 } });
    expect(held.message).toBe('Other card payments from here are still going through. Please wait a moment and try again.');
    await defences.settle(underWay[0]!, row('succeeded'));
    await expect(defences.admit(attempt('p5@example.test'))).resolves.toBeDefined();
  });

  it('counts a provider fault as no decline, and a decline as one', async () => {
    const defences = new CardDefences(readCardDefencesConfig({}, 'demo'), new MemoryVelocityStore(), null, vi.fn(), log);
    const faulted = await defences.admit(attempt('a@example.test'));
    await defences.settle(faulted, row('failed', 'processing_error'));
    const declined = await defences.admit(attempt('a@example.test'));
    await defences.settle(declined, row('failed', 'card_declined'));
    // One decline from this email: no challenge yet (it would be refused here, with no challenge configured).
    await expect(defences.admit(attempt('a@example.test'))).resolves.toBeDefined();
  });

  it('counts the requests of one attempt (one idempotency key) as one attempt under way', async () => {
    const defences = new CardDefences(readCardDefencesConfig({}, 'demo'), new MemoryVelocityStore(), null, vi.fn(), log);
    const repeats = await Promise.all(Array.from({ length: 20 }, () => defences.admit(attempt('same@example.test', '192.0.2.1', 'one-key'))));
    expect(new Set(repeats.map((a) => a.member)).size).toBe(1);
    // Four more attempts of its own from this address still fit under the five.
    for (let i = 0; i < 4; i += 1) await defences.admit(attempt(`other${i}@example.test`));
  });

  it("never holds a collection's payers because many of them are paying at the same moment", async () => {
    const defences = new CardDefences(readCardDefencesConfig({}, 'demo'), new MemoryVelocityStore(), null, vi.fn(), log);
    // 30 people at 30 addresses paying one collection at once: over its 20 declines if attempts under way counted.
    const underWay = await Promise.all(
      Array.from({ length: 30 }, (_, i) => defences.admit(attempt(`payer${i}@example.test`, `198.51.100.${i + 1}`))),
    );
    expect(underWay).toHaveLength(30);
  });
});
