import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config';
import { ConfigError } from '../../plugins/config-error';
import { createPreviewToken, previewTokenSecret, verifyPreviewToken } from './preview-token';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';
const claims = { collectionGuid: '10000000-0000-4000-8000-000000000001', organiserId: 7 };

describe('preview tokens', () => {
  it('round-trips the collection and organiser until it expires', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const { token, expiresAt } = createPreviewToken(secret, claims, 900, now);
    expect(expiresAt.toISOString()).toBe('2026-01-01T10:15:00.000Z');
    const check = verifyPreviewToken(secret, token, new Date('2026-01-01T10:14:59Z'));
    expect(check).toEqual({ ok: true, claims: { ...claims, expiresAt } });
    expect(verifyPreviewToken(secret, token, new Date('2026-01-01T10:15:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload, another secret and garbage', () => {
    const { token } = createPreviewToken(secret, claims, 900);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), o: 8 }),
    ).toString('base64url');
    expect(verifyPreviewToken(secret, `${forged}.${signature}`)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyPreviewToken('another-secret-that-is-also-long-enough', token)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyPreviewToken(secret, 'nonsense')).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(secret, `${payload}.`)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('uses the configured secret, else one random secret per process', () => {
    expect(previewTokenSecret('configured-secret')).toEqual({ secret: 'configured-secret', generated: false });
    const first = previewTokenSecret(undefined);
    expect(first.generated).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(previewTokenSecret(undefined).secret).toBe(first.secret);
  });

  it('reads PREVIEW_TOKEN_SECRET from the environment and refuses a short one', () => {
    expect(loadConfig({ PREVIEW_TOKEN_SECRET: 'x'.repeat(32) }).previewTokenSecret).toBe('x'.repeat(32));
    expect(loadConfig({}).previewTokenSecret).toBeUndefined();
    expect(() => loadConfig({ PREVIEW_TOKEN_SECRET: 'too-short' })).toThrow(ConfigError);
  });
});
