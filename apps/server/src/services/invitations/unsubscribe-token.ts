import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../plugins/config';
import { previewTokenSecret } from '../preview/preview-token';

/*
 * One-click unsubscribe links (RFC 8058, decision 161): `<invitee guid>.<HMAC-SHA256>`, so the link
 * names one address on one collection and nobody can make up another one's. It never expires: a mail
 * read months later still unsubscribes.
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** UNSUBSCRIBE_TOKEN_SECRET, or a key derived from the preview-token secret (already shared by every server). */
export function unsubscribeSecret(config: Pick<Config, 'unsubscribeTokenSecret' | 'previewTokenSecret'>): string {
  if (config.unsubscribeTokenSecret) return config.unsubscribeTokenSecret;
  const base = previewTokenSecret(config.previewTokenSecret).secret;
  return createHmac('sha256', base).update('gg-unsubscribe-key').digest('base64url');
}

const signatureOf = (secret: string, inviteeGuid: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${inviteeGuid}`).digest('base64url');

export function createUnsubscribeToken(secret: string, inviteeGuid: string): string {
  return `${inviteeGuid}.${signatureOf(secret, inviteeGuid)}`;
}

/** The invitee guid the token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [guid, signature, ...rest] = token.split('.');
  if (!guid || !signature || rest.length > 0 || !GUID.test(guid)) return null;
  const expected = Buffer.from(signatureOf(secret, guid));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? guid : null;
}

/** The address in the List-Unsubscribe header and the mail's footer: the API route on the public origin. */
export function unsubscribeUrl(origin: string, secret: string, inviteeGuid: string): string {
  return `${origin}/api/unsubscribe/${createUnsubscribeToken(secret, inviteeGuid)}`;
}
