import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh unguessable token (256 bits), safe in cookies and URLs. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database cannot be replayed as cookies or links. */
export function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two secrets (lengths are not secret: both are fixed-size tokens). */
export function secretsMatch(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
