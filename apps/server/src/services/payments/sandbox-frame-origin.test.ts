import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';

// Issue 30, point 9 (decision 138): the demo is configured at http://localhost:3000 here and opened
// at http://127.0.0.1:3000; production keeps exactly its PUBLIC_URL.
const opened = 'http://127.0.0.1:3000';
const frame = `/sandbox-provider/hosted-fields?origin=${encodeURIComponent(opened)}&button=0&name=0`;

describe('the demo\'s card frame', () => {
  const { app } = useTestApp({ mode: 'demo', publicUrl: 'http://localhost:3000' });

  it('opens for the address the page was opened at', async () => {
    const res = await app().inject({ url: frame, headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`var PARENT_ORIGIN = "${opened}";`);
    expect(String(res.headers['content-security-policy'])).toContain(`frame-ancestors ${opened}`);
  });
});

describe('a production card frame', () => {
  const { app } = useTestApp({ mode: 'production', publicUrl: 'https://gifts.example' });

  it('refuses any origin but PUBLIC_URL\'s with a short friendly page, not JSON', async () => {
    const res = await app().inject({ url: frame, headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain("This payment form can't open here");
    expect(res.body).not.toContain('validation_failed');
    const configured = await app().inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent('https://gifts.example')}`, headers: { host: '127.0.0.1:3000' } });
    expect(configured.statusCode).toBe(200);
  });
});
