import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { readWebRuntimeConfig } from './web-runtime-config';
import { helmetOptions, nonceSource, preparedHeaders, recordHelmet, type HeaderStep } from './security-headers';
import { browserPolicy } from './security-policy';

// Decision 174: helmet's headers are worked out once at start-up and replayed on every response with
// that response's nonce. They must be exactly what helmet itself would write on it.

/** What is done to a response, in order, by `write`. */
function recorded(write: (res: ServerResponse) => void): HeaderStep[] {
  const steps: HeaderStep[] = [];
  write({
    setHeader: (name: string, value: string) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name]),
  } as unknown as ServerResponse);
  return steps;
}

const configs = {
  'http, nothing configured': testConfig(),
  'https, with the tag manager': testConfig({
    publicUrl: 'https://gift.example.test',
    webRuntime: readWebRuntimeConfig({ GTM_ID: 'GTM-ABC123' }),
  }),
};

describe('prepared security headers', () => {
  for (const [name, config] of Object.entries(configs)) {
    it(`writes what helmet writes, header for header and in its order (${name})`, () => {
      const policy = browserPolicy(config);
      const prepared = preparedHeaders(policy);
      for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'k1/+Zz09AbCdEfGhIjKlMw==']) {
        // Helmet as it ran per request before: the nonce a function of the response.
        const live = helmet(helmetOptions(policy, () => `'nonce-${nonce}'`));
        const expected = recorded((res) => live({} as IncomingMessage, res, (error?: unknown) => expect(error).toBeUndefined()));
        expect(recorded((res) => prepared(res, nonce))).toEqual(expected);
        expect(expected.find(([header]) => header === 'Content-Security-Policy')?.[1]).toContain(`'nonce-${nonce}'`);
      }
    });
  }

  it('refuses a policy whose CSP would not carry the nonce exactly once', () => {
    const policy = browserPolicy(testConfig());
    const twice = { ...policy, directives: { ...policy.directives, 'style-src': ["'nonce-__script_nonce__'"] } };
    expect(() => preparedHeaders(twice)).toThrow(/exactly once/);
    expect(recordHelmet(helmetOptions(policy, "'nonce-x'")).map(([header]) => header)).toContain('X-Powered-By');
  });
});

describe('nonceSource', () => {
  it('gives 16 random bytes in base64 per call, never the same twice, across batches', () => {
    const next = nonceSource();
    const nonces = Array.from({ length: 1_000 }, next);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
