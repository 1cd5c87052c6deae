import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../provider';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`, as Stripe's scheme does. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** Signatures older than this are refused, so a captured request cannot be replayed later. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}

function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Throws WebhookSignatureError unless one v1 signature matches and the timestamp is recent. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('Missing signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError('Malformed signature header');
  const expected = computeSignature(secret, timestamp, rawBody);
  if (!signatures.some((s) => safeEqualHex(s, expected))) throw new WebhookSignatureError('Signature does not match the body');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) throw new WebhookSignatureError('Signature timestamp outside the tolerance');
}
