import { describe, expect, it } from 'vitest';
import { usePaymentsApp } from '../../../test/payments-app';
import { MAILS } from '../../mail/mails';
import type { MailPreview } from './mail-previews';

const PUBLIC_URL = 'https://gift.example.test';
const PROVIDER_CARD_LINK = /^https:\/\/([a-z]+\.)?tremendous\.com\//;
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: PUBLIC_URL });

/** Every href and src of a rendered mail. */
const addressesIn = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('the previews of every mail at /dev/mail (issue 32)', () => {
  it('lists every sample of every registered mail, each served as HTML and text on the public URL', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/dev/mail/previews.json' });
    expect(res.statusCode).toBe(200);
    const { publicUrl, previews } = res.json() as { publicUrl: string; previews: MailPreview[] };
    expect(publicUrl).toBe(PUBLIC_URL);
    expect(new Set(previews.map((p) => p.template))).toEqual(new Set(Object.keys(MAILS)));
    for (const preview of previews) {
      const html = await t.app().inject({ method: 'GET', url: preview.html });
      expect(html.statusCode, preview.html).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      for (const address of addressesIn(html.body)) {
        // A gift card's own page at its provider is the one link a mail gives outside this site.
        if (PROVIDER_CARD_LINK.test(address)) continue;
        expect(address, `${preview.template}: ${address}`).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      }
      const text = await t.app().inject({ method: 'GET', url: preview.text });
      expect(text.statusCode).toBe(200);
      expect(text.body).toContain(PUBLIC_URL);
    }
  });

  it('draws the list at phone and desktop width, linked from the captured mail', async () => {
    const list = await t.app().inject({ method: 'GET', url: '/dev/mail/previews' });
    expect(list.body).toContain('width="360"');
    expect(list.body).toContain('width="600"');
    expect((await t.app().inject({ method: 'GET', url: '/dev/mail' })).body).toContain('href="/dev/mail/previews"');
  });

  it('answers an unknown mail or sample with 404, and anyone but this machine with 404', async () => {
    expect((await t.app().inject({ method: 'GET', url: '/dev/mail/preview/nope' })).statusCode).toBe(404);
    expect((await t.app().inject({ method: 'GET', url: '/dev/mail/preview/invitation?sample=99' })).statusCode).toBe(404);
    expect((await t.app().inject({ method: 'GET', url: '/dev/mail/preview/toString' })).statusCode).toBe(404);
    const stranger = await t.app().inject({ method: 'GET', url: '/dev/mail/preview/invitation', remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
  });
});
