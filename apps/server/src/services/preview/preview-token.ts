import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Short-lived signed preview tokens (decision 069): `<payload>.<signature>`, both base64url. The
 * payload names the collection, the organiser who asked and the expiry; the signature is an
 * HMAC-SHA256 over the payload with a server secret, so a token cannot be altered or forged.
 */
export type PreviewTokenClaims = { collectionGuid: string; organiserId: number; expiresAt: Date };

export type PreviewTokenCheck =
  | { ok: true; claims: PreviewTokenClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const payloadSchema = z.object({
  v: z.literal(1),
  c: z.uuid(),
  o: z.number().int().positive(),
  exp: z.number().int().positive(),
});

// Separates these signatures from any other use of the same secret.
const PURPOSE = 'groupgift-preview-token.v1';

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

export function createPreviewToken(
  secret: string,
  claims: { collectionGuid: string; organiserId: number },
  ttlSeconds: number,
  now: Date = new Date(),
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ v: 1, c: claims.collectionGuid, o: claims.organiserId, exp })).toString(
    'base64url',
  );
  return { token: `${payload}.${sign(secret, payload).toString('base64url')}`, expiresAt: new Date(exp * 1000) };
}

export function verifyPreviewToken(secret: string, token: string, now: Date = new Date()): PreviewTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  // Compare in constant time; a length mismatch is a bad signature too.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: { collectionGuid: parsed.data.c, organiserId: parsed.data.o, expiresAt: new Date(parsed.data.exp * 1000) },
  };
}

let processSecret: string | undefined;

/**
 * The configured secret, or one generated for this process: tokens then stop working at a restart
 * and are not shared between instances, which only costs the organiser a fresh preview.
 */
export function previewTokenSecret(configured: string | undefined): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  processSecret ??= randomBytes(32).toString('base64url');
  return { secret: processSecret, generated: true };
}
