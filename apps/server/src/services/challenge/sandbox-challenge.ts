import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChallengeVerifier } from './challenge-port';

/** How long a solved sandbox challenge may wait for its payment. */
export const SANDBOX_CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * Our own "I'm not a robot" check for the demo and the tests (never in production unless
 * SANDBOX_CHALLENGE=true): ticking the box asks the server for a token it signed, and the payment
 * carries it back. It proves nothing about being a person; it exercises the whole path end to end.
 */
export class SandboxChallenge implements ChallengeVerifier {
  readonly provider = 'sandbox' as const;
  readonly siteKey = 'sandbox';
  private readonly secret: Buffer;

  constructor(secret?: string) {
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  /** What ticking the box answers: `sbxch.<nonce>.<expiry>.<signature>`. */
  issue(now = Date.now()): string {
    const body = `sbxch.${randomBytes(12).toString('hex')}.${now + SANDBOX_CHALLENGE_TTL_MS}`;
    return `${body}.${this.sign(body)}`;
  }

  async verify(token: string): Promise<boolean> {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== 'sbxch') return false;
    const body = parts.slice(0, 3).join('.');
    const given = Buffer.from(parts[3] ?? '', 'base64url');
    const expected = Buffer.from(this.sign(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(parts[2]) > Date.now();
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
