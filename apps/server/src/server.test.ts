import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from './lib/repo-root';
import { serverEntry } from '../test/child-server';

function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverEntry(), {
      cwd: findRepoRoot(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('server start', () => {
  it('stops with a message naming the variable when a setting is invalid', async () => {
    const { code, stderr } = await startServer({ PORT: 'not-a-port', DATA_DIR: '/nonexistent' });
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: PORT');
  });

  it('refuses a production start that lacks mail, payment providers and token secrets, naming each', async () => {
    const { code, stderr } = await startServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://gifts.example.com', DATA_DIR: '/nonexistent' });
    expect(code).toBe(1);
    for (const variable of ['SMTP_URL', 'PREVIEW_TOKEN_SECRET', 'RECEIPT_TOKEN_SECRET', 'STRIPE_SECRET_KEY', 'CHECKOUT_SECRET_KEY', 'PAYPAL_CLIENT_ID'])
      expect(stderr).toContain(`Configuration error: ${variable} is required in production`);
  });
});
