import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Seals a message's edit token while it waits for the payment's receipt (decision 079): AES-256-GCM
 * with a key derived from RECEIPT_TOKEN_SECRET. Without that secret the key is random per process,
 * so a receipt settled after a restart simply leaves the token out of its link.
 */
let key: Buffer = randomBytes(32);

export function configureEditTokenSeal(secret: string | undefined): void {
  key = secret ? createHash('sha256').update(`receipt-edit-token:${secret}`).digest() : randomBytes(32);
}

export function sealEditToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The token, or null when it was sealed with another key (a restart without a configured secret). */
export function openEditToken(sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
