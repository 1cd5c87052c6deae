import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpDouble, type HttpDouble } from '../../../test/http-double';
import { ConfigError } from '../../plugins/config-error';
import { readCardDefencesConfig } from '../card-defences/card-defences-config';
import { SandboxChallenge, SANDBOX_CHALLENGE_TTL_MS } from './sandbox-challenge';
import { SiteverifyChallenge } from './siteverify';

describe('the siteverify adapters (Turnstile, hCaptcha, reCAPTCHA)', () => {
  let double: HttpDouble;
  beforeAll(async () => {
    // As the providers document it: a form POST, answered { success, … }.
    double = await startHttpDouble((request) => {
      if (request.url === '/down') return { status: 503, body: { success: true } };
      const form = new URLSearchParams(request.body);
      return { status: 200, body: { success: form.get('response') === 'good-token', 'error-codes': [] } };
    });
  });
  afterAll(() => double.close());

  it.each(['turnstile', 'hcaptcha', 'recaptcha'] as const)('%s: posts the secret, token and address, and believes only success: true', async (provider) => {
    const verifier = new SiteverifyChallenge(provider, 'site-key', 'secret-key', `${double.baseUrl}/siteverify`);
    const before = double.requests.length;
    expect(await verifier.verify('good-token', '203.0.113.9')).toBe(true);
    expect(await verifier.verify('bad-token', '203.0.113.9')).toBe(false);
    const sent = double.requests[before]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent.body);
    expect(form.get('secret')).toBe('secret-key');
    expect(form.get('response')).toBe('good-token');
    expect(form.get('remoteip')).toBe('203.0.113.9');
  });

  it('fails the check when the provider answers an error or cannot be reached', async () => {
    expect(await new SiteverifyChallenge('turnstile', 's', 'k', `${double.baseUrl}/down`).verify('good-token', '::1')).toBe(false);
    expect(await new SiteverifyChallenge('turnstile', 's', 'k', 'http://127.0.0.1:1/siteverify').verify('good-token', '::1')).toBe(false);
  });
});

describe('the sandbox challenge', () => {
  it('verifies the tokens it issued while they are fresh, and nothing else', async () => {
    const sandbox = new SandboxChallenge();
    const token = sandbox.issue();
    expect(await sandbox.verify(token)).toBe(true);
    expect(await new SandboxChallenge().verify(token)).toBe(false);
    expect(await sandbox.verify(sandbox.issue(Date.now() - SANDBOX_CHALLENGE_TTL_MS - 1))).toBe(false);
    expect(await sandbox.verify('sbxch.a.b')).toBe(false);
    expect(await sandbox.verify(`${token}x`)).toBe(false);
  });
});

describe('the challenge configuration', () => {
  const production = { NODE_ENV: 'production' } as const;

  it('is the sandbox in the demo and nothing in production unless named', () => {
    expect(readCardDefencesConfig({}, 'demo').challenge).toEqual({ provider: 'sandbox', siteKey: 'sandbox' });
    expect(readCardDefencesConfig(production, 'production').challenge).toBeNull();
    expect(() => readCardDefencesConfig({ CHALLENGE_PROVIDER: 'sandbox' }, 'production')).toThrow(ConfigError);
    expect(readCardDefencesConfig({ CHALLENGE_PROVIDER: 'sandbox', SANDBOX_CHALLENGE: 'true' }, 'production').challenge?.provider).toBe('sandbox');
  });

  it('takes a real provider with its keys, naming a missing one', () => {
    expect(
      readCardDefencesConfig({ CHALLENGE_PROVIDER: 'turnstile', CHALLENGE_SITE_KEY: '0x4AAA', CHALLENGE_SECRET_KEY: '0x4BBB' }, 'production').challenge,
    ).toEqual({ provider: 'turnstile', siteKey: '0x4AAA', secretKey: '0x4BBB' });
    try {
      readCardDefencesConfig({ CHALLENGE_PROVIDER: 'hcaptcha', CHALLENGE_SITE_KEY: 'site' }, 'production');
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).issues).toEqual([{ variable: 'CHALLENGE_SECRET_KEY', message: 'is required with CHALLENGE_PROVIDER=hcaptcha' }]);
    }
    expect(() => readCardDefencesConfig({ CARD_DECLINES_PER_ADDRESS: '0' }, 'demo')).toThrow(/CARD_DECLINES_PER_ADDRESS/);
  });
});
