import { ACCOUNT_PATHS } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser, TEST_ORGANISER_PASSWORD } from '../../test/organiser-session';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { listOutbox } from '../db/repositories/email-outbox-repository';
import { readPaymentsConfig } from '../services/payments/payments-config';

// Decision 093: test-only pages for this machine alone, links from configuration, limits on the socket.
const auth = { ...testConfig().auth, loginRateLimit: { max: 3, windowMs: 60_000 } };
const PUBLIC_URL = 'https://gifts.example.com';
const FAR = '203.0.113.50';

describe('a demo start', () => {
  const { app, db } = useTestApp({
    auth,
    publicUrl: PUBLIC_URL,
    payments: { ...readPaymentsConfig({}), sandboxControls: true },
  });

  it('serves captured mail to this machine only, whatever the headers claim', async () => {
    expect((await app().inject({ url: '/dev/mail.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app().inject({ url: '/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const far = await app().inject({ url, remoteAddress: FAR, headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' } });
      expect(far.statusCode).toBe(404);
      expect(far.body).not.toContain('reset');
    }
  });

  it('serves the sandbox knobs to this machine only', async () => {
    const reset = (remoteAddress: string) =>
      app().inject({ method: 'POST', url: '/sandbox-provider/control/reset', remoteAddress });
    expect((await reset('127.0.0.1')).statusCode).toBe(204);
    expect((await reset(FAR)).statusCode).toBe(404);
    expect((await app().inject({ url: '/sandbox-provider/control/ledger', remoteAddress: FAR })).statusCode).toBe(404);
  });

  it('builds the reset link from PUBLIC_URL, not from a forged host', async () => {
    const { organiser } = await signUpOrganiser(app());
    const response = await app().inject({
      method: 'POST',
      url: ACCOUNT_PATHS.requestPasswordReset,
      payload: { email: organiser.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(202);
    const mail = (await listOutbox(db().handle.db)).find((m) => m.toAddress === organiser.email && m.template === 'password-reset');
    const { resetUrl } = mail!.payload as { resetUrl: string };
    expect(resetUrl.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });

  it('keys limits on the socket: rotating X-Forwarded-For gains no further guesses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: ACCOUNT_PATHS.logIn,
        payload: { email: 'victim@example.test', password: `guess ${i}` },
        remoteAddress: FAR,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('a start behind one trusted proxy (TRUST_PROXY=1)', () => {
  const { app } = useTestApp({ auth, trustProxy: 1, publicUrl: 'http://localhost:3000' });

  it('keys limits on the client the proxy names', async () => {
    const attempt = (client: string) =>
      app().inject({
        method: 'POST',
        url: ACCOUNT_PATHS.logIn,
        payload: { email: 'victim@example.test', password: 'guess' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('198.51.100.9')).statusCode).toBe(401);
    expect((await attempt('198.51.100.9')).statusCode).toBe(429);
    expect((await attempt('198.51.100.10')).statusCode).toBe(401);
  });

  it('sets Secure cookies on https requests the proxy terminated', async () => {
    const { organiser } = await signUpOrganiser(app());
    const response = await app().inject({
      method: 'POST',
      url: ACCOUNT_PATHS.logIn,
      payload: { email: organiser.email, password: TEST_ORGANISER_PASSWORD },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.length).toBeGreaterThan(0);
    expect(response.cookies.every((c) => c.secure)).toBe(true);
  });

  it('still serves captured mail only to a client on this machine', async () => {
    const viaProxy = await app().inject({ url: '/dev/mail.json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': FAR } });
    expect(viaProxy.statusCode).toBe(404);
  });
});
