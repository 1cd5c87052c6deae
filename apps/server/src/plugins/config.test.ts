import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';

const issuesOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data with demo data on, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('/data')).toBe(true);
    expect(config.demoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with demo data off unless asked for', () => {
    const url = 'postgres://u@db:5432/app';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({
      database: { kind: 'postgres', url },
      demoData: false,
    });
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 unless set, and refuses a size it cannot use', () => {
    const url = 'postgres://u@db:5432/app';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }).database).toMatchObject({ poolSize: 40 });
    for (const bad of ['0', '-3', '2.5', 'many', '201']) {
      expect(issuesOf({ DATABASE_URL: url, DATABASE_POOL_SIZE: bad })).toEqual([
        { variable: 'DATABASE_POOL_SIZE', message: 'must be a whole number from 1 to 200' },
      ]);
    }
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('refuses bad values and names each variable', () => {
    expect(issuesOf({ PORT: 'abc' }).map((i) => i.variable)).toEqual(['PORT']);
    expect(
      issuesOf({ PORT: '70000', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' })
        .map((i) => i.variable)
        .sort(),
    ).toEqual(['DATABASE_URL', 'DEMO_DATA', 'PORT']);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('demo and production (decision 093)', () => {
  const secrets = { PREVIEW_TOKEN_SECRET: 'p'.repeat(32), RECEIPT_TOKEN_SECRET: 'r'.repeat(32) };
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://gifts.example.com', ...secrets };
  const providers = {
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    CHECKOUT_SECRET_KEY: 'sk_1',
    CHECKOUT_PUBLIC_KEY: 'pk_1',
    CHECKOUT_PROCESSING_CHANNEL_ID: 'pc_1',
    CHECKOUT_WEBHOOK_SECRET: 'whsec_2',
    CHECKOUT_SUBDOMAIN: 'abcd1234',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH',
  };

  it('is the demo without an https PUBLIC_URL, even with NODE_ENV=production: sandbox, captured mail, demo data', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'production', PUBLIC_URL: 'http://10.0.0.5:3000' }]) {
      const config = loadConfig(env);
      expect(config.mode).toBe('demo');
      expect(config.payments?.sandboxAllowed).toBe(true);
      expect(config.mail?.captureDir).toBeDefined();
      expect(config.demoData).toBe(true);
    }
  });

  it('refuses a production start that lacks what a real site needs, naming every variable', () => {
    const names = issuesOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://gifts.example.com' }).map((i) => i.variable);
    expect(names).toEqual(expect.arrayContaining(['SMTP_URL', 'PREVIEW_TOKEN_SECRET', 'RECEIPT_TOKEN_SECRET', ...Object.keys(providers)]));
    expect(issuesOf({ ...production, ...providers, SMTP_URL: 'smtp://mail:25', STRIPE_SECRET_KEY: '' }).map((i) => i.variable)).toEqual(['STRIPE_SECRET_KEY']);
  });

  it('runs production with nothing for testing: no sandbox, no captured mail, no demo data', () => {
    const config = loadConfig({ ...production, ...providers, SMTP_URL: 'smtp://mail:25' });
    expect(config.mode).toBe('production');
    expect(config.payments?.sandboxAllowed).toBe(false);
    expect(config.mail?.captureDir).toBeUndefined();
    expect(config.demoData).toBe(false);
  });

  it('switches each test part on in production only by name (a staging site)', () => {
    const staging = loadConfig({ ...production, SANDBOX_PAYMENTS: 'true', SANDBOX_WEBHOOK_SECRET: 'whsec_staging', MAIL_CAPTURE: 'true', DEMO_DATA: 'true' });
    expect(staging.payments?.sandboxAllowed).toBe(true);
    expect(staging.mail?.captureDir).toBeDefined();
    expect(staging.demoData).toBe(true);
    // The sandbox's default webhook secret is public; its knobs make no sense without it.
    expect(issuesOf({ ...production, SANDBOX_PAYMENTS: 'true', MAIL_CAPTURE: 'true' }).map((i) => i.variable)).toEqual(['SANDBOX_WEBHOOK_SECRET']);
    expect(issuesOf({ ...production, ...providers, SMTP_URL: 'smtp://mail:25', SANDBOX_CONTROLS: 'true' }).map((i) => i.variable)).toEqual(['SANDBOX_CONTROLS']);
  });

  it("names the parts of a provider's settings that its SDK would otherwise crash on", () => {
    const checkout = { CHECKOUT_SECRET_KEY: 'sk_1', CHECKOUT_PUBLIC_KEY: 'pk_1', CHECKOUT_WEBHOOK_SECRET: 'whsec_2' };
    expect(issuesOf(checkout).map((i) => i.variable)).toEqual(['CHECKOUT_SUBDOMAIN']);
    expect(issuesOf({ ...checkout, CHECKOUT_SUBDOMAIN: 'abcd1234' })).toEqual([]);
    expect(issuesOf({ SANDBOX_WEBHOOK_SECRET: 'short' }).map((i) => i.variable)).toEqual(['SANDBOX_WEBHOOK_SECRET']);
  });

  it('builds links on PUBLIC_URL, or on the address the demo prints', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://gifts.example.com' }).publicUrl).toBe('https://gifts.example.com');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100');
  });

  it('trusts no proxy unless TRUST_PROXY names them, and never every sender', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of ['true', 'evil.example', '10.0.0.0/99'])
      expect(issuesOf({ TRUST_PROXY: bad }).map((i) => i.variable)).toEqual(['TRUST_PROXY']);
  });
});
