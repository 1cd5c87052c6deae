import { ACCOUNT_PATHS } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp({
  auth: {
    ...testConfig().auth,
    loginRateLimit: { max: 3, windowMs: 60_000 },
    emailRateLimit: { max: 2, windowMs: 60_000 },
    addressRateLimit: { max: 12, windowMs: 60_000 },
  },
});

// Each client is a socket address: without TRUST_PROXY, forwarded headers count for nothing.
const attempt = (url: string, payload: Record<string, unknown>, ip: string) =>
  app().inject({ method: 'POST', url, payload, remoteAddress: ip });

async function statuses(count: number, url: string, payload: Record<string, unknown>, ip: string): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await attempt(url, payload, ip)).statusCode);
  return result;
}

describe('account rate limits', () => {
  it('answers 429 rate_limited after the configured log-in attempts on one account from one address', async () => {
    const wrong = { email: 'x@example.test', password: 'wrong password' };
    expect(await statuses(4, ACCOUNT_PATHS.logIn, wrong, '203.0.113.7')).toEqual([401, 401, 401, 429]);
    const limited = await attempt(ACCOUNT_PATHS.logIn, wrong, '203.0.113.7');
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account from that address, and that account from another address, are not held back.
    expect((await attempt(ACCOUNT_PATHS.logIn, { ...wrong, email: 'other@example.test' }, '203.0.113.7')).statusCode).toBe(401);
    expect((await attempt(ACCOUNT_PATHS.logIn, wrong, '198.51.100.1')).statusCode).toBe(401);
  });

  it('limits password reset and username reminder requests', async () => {
    for (const url of [ACCOUNT_PATHS.requestPasswordReset, ACCOUNT_PATHS.usernameReminder]) {
      expect(await statuses(3, url, { email: 'y@example.test' }, '192.0.2.9')).toEqual([202, 202, 429]);
    }
  });

  it('limits sign-ups per address and email like the other requests that send mail', async () => {
    const password = 'kettle orbit lantern 42';
    const body = { firstName: 'Sam', lastName: 'Spray', email: 'z@example.test', password, passwordConfirmation: password, market: 'US' };
    expect(await statuses(3, ACCOUNT_PATHS.signUp, body, '192.0.2.10')).toEqual([202, 202, 429]);
    expect((await attempt(ACCOUNT_PATHS.signUp, { ...body, email: 'z2@example.test' }, '192.0.2.10')).statusCode).toBe(202);
  });

  it('caps all account calls from one address, whichever accounts they name', async () => {
    const results: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      results.push((await attempt(ACCOUNT_PATHS.logIn, { email: `spray-${i}@example.test`, password: 'guess' }, '192.0.2.200')).statusCode);
    }
    expect(results.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(results[12]).toBe(429);
  });

  it('limits password reset submissions from one address with the address-wide account limit', async () => {
    // The emailed token is long and random, so the address-wide ceiling is what stops guessing it.
    const guess = { token: 'guessed-token', password: 'a new password', passwordConfirmation: 'a new password' };
    const results = await statuses(13, ACCOUNT_PATHS.resetPassword, guess, '192.0.2.77');
    expect(results.slice(0, 12)).toEqual(Array(12).fill(400));
    expect(results[12]).toBe(429);
    const limited = await attempt(ACCOUNT_PATHS.resetPassword, guess, '192.0.2.77');
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt(ACCOUNT_PATHS.resetPassword, guess, '198.51.100.77')).statusCode).toBe(400);
  });
});
