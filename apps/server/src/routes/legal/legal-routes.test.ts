import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

// The operator's folder holds only the AU terms: the other pages fall back to the built-in ones.
const operatorDir = mkdtempSync(join(tmpdir(), 'gg-legal-'));
mkdirSync(join(operatorDir, 'au'));
writeFileSync(join(operatorDir, 'au', 'terms.md'), '# Our own terms\n\nRun by **Acme Gifts**.\n\n<script>alert(1)</script>\n');

const { app } = useTestApp({ legal: { ...testConfig().legal, overrideDir: operatorDir } });

describe('terms and privacy pages per market', () => {
  it('serves each market\'s built-in page, rendered as safe HTML', async () => {
    const us = await app().inject({ url: '/api/legal/terms?market=US' });
    expect(us.statusCode).toBe(200);
    expect(us.json()).toMatchObject({ market: 'US', document: 'terms', title: 'Terms and conditions' });
    expect(us.json().html).toContain('US dollars (USD)');
    const auPrivacy = await app().inject({ url: '/api/legal/privacy?market=AU' });
    expect(auPrivacy.json().title).toBe('Privacy policy');
    expect(auPrivacy.json().html).toContain('Australian Privacy Principles');
    const usPrivacy = await app().inject({ url: '/api/legal/privacy?market=US' });
    expect(usPrivacy.json().html).not.toContain('Australian Privacy Principles');
  });

  it('takes the operator\'s file over the built-in one, escaping any HTML in it', async () => {
    const res = await app().inject({ url: '/api/legal/terms?market=AU' });
    expect(res.json().title).toBe('Our own terms');
    expect(res.json().html).toContain('<strong>Acme Gifts</strong>');
    expect(res.json().html).toContain('&lt;script&gt;');
    expect(res.json().html).not.toContain('<script');
  });

  it('refuses an unknown market or document', async () => {
    expect((await app().inject({ url: '/api/legal/terms?market=FR' })).statusCode).toBe(400);
    expect((await app().inject({ url: '/api/legal/cookies?market=AU' })).statusCode).toBe(400);
    expect((await app().inject({ url: '/api/legal/..%2Fterms?market=AU' })).statusCode).toBe(400);
  });

  it('names LEGAL_CONTENT_DIR when it is not a folder', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', LEGAL_CONTENT_DIR: '/nonexistent-legal' })).toThrow(/LEGAL_CONTENT_DIR/);
    expect(loadConfig({ NODE_ENV: 'test', LEGAL_CONTENT_DIR: operatorDir }).legal.overrideDir).toBe(operatorDir);
  });
});
