import { describe, expect, it } from 'vitest';
import { attemptFingerprint, attemptKeyFor, finishAttempt, unfinishedAttempt } from './attempt-key';

const fp = (total: number, method = 1) => attemptFingerprint({ collectionGuid: 'g', method, total });

describe('payment attempt keys', () => {
  it('reuses the key for a retry of the same attempt, also after a reload (sessionStorage)', () => {
    const first = attemptKeyFor(fp(2500));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKeyFor(fp(2500))).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('gg:payment-attempt') ?? '{}').key).toBe(first);
    expect(unfinishedAttempt('g')).toEqual({ key: first, fingerprint: fp(2500), method: 1 });
    expect(unfinishedAttempt('other')).toBeNull();
  });

  it('starts a new attempt after a final answer or when the amount or method changes', () => {
    const first = attemptKeyFor(fp(2500));
    finishAttempt();
    expect(unfinishedAttempt('g')).toBeNull();
    const second = attemptKeyFor(fp(2500));
    expect(second).not.toBe(first);
    expect(attemptKeyFor(fp(2600))).not.toBe(second);
    expect(attemptKeyFor(fp(2600, 2))).not.toBe(second);
  });
});
