import { expect, test } from '@playwright/test';

/*
 * Every mail in the registry (issue 32), as /dev/mail previews it with its sample data, opened in
 * Chromium at a phone's and the desktop mail column's width: nothing wider than the window, every
 * link and picture absolute on the server's public URL, alt text on every picture, a text part, and
 * HTML under Gmail's clip. The list comes from the server, so a mail added later is covered too.
 */

type Preview = { template: string; sample: number; html: string; text: string };

const WIDTHS = [360, 600] as const;
const GMAIL_CLIP_BYTES = 100_000;

const PROVIDER_CARD_LINK = /^https:\/\/([a-z]+\.)?tremendous\.com\//;

test('every mail holds at 360 and 600 px, with absolute links, alt text and a text part', async ({ page, request }) => {
  test.setTimeout(240_000);
  const res = await request.get('/dev/mail/previews.json');
  expect(res.ok()).toBe(true);
  const { publicUrl, previews } = (await res.json()) as { publicUrl: string; previews: Preview[] };
  expect(publicUrl).toMatch(/^https?:\/\//);
  expect(previews.length).toBeGreaterThan(15);
  const onPublicUrl = new RegExp(`^${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`);

  for (const preview of previews) {
    const name = `${preview.template} #${preview.sample}`;
    const html = await request.get(preview.html);
    expect(html.ok(), name).toBe(true);
    expect((await html.body()).byteLength, `${name}: under Gmail's clip`).toBeLessThan(GMAIL_CLIP_BYTES);

    const text = await request.get(preview.text);
    expect(text.ok(), name).toBe(true);
    const plain = await text.text();
    expect(plain.trim().length, `${name}: a text part`).toBeGreaterThan(40);
    expect(plain, `${name}: text, not markup`).not.toMatch(/<[a-z][^>]*>/i);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(preview.html);
      const seen = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        links: Array.from(document.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? ''),
        images: Array.from(document.querySelectorAll('img')).map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') })),
        headings: document.querySelectorAll('h1').length,
      }));
      expect(seen.overflow, `${name} at ${width} px: no sideways scroll`).toBeLessThanOrEqual(0);
      expect(seen.headings, `${name}: one heading`).toBe(1);
      expect(seen.links.length, `${name}: a button at least`).toBeGreaterThan(1);
      for (const href of seen.links) {
        // A gift card's own page at its provider is the one link a mail gives outside this site.
        if (PROVIDER_CARD_LINK.test(href)) continue;
        expect(href, `${name}: link on the public URL`).toMatch(onPublicUrl);
      }
      for (const img of seen.images) {
        expect(img.src, `${name}: picture on the public URL`).toMatch(onPublicUrl);
        expect(img.alt?.trim(), `${name}: ${img.src} has alt text`).toBeTruthy();
      }
    }
  }
});

test('the /dev/mail list shows each mail at phone and desktop width', async ({ page }) => {
  await page.goto('/dev/mail');
  await page.getByRole('link', { name: /Every mail, with sample data/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Every mail, with sample data' })).toBeVisible();
  const first = page.locator('section').first();
  await expect(first.locator('iframe[width="360"]')).toHaveCount(1);
  await expect(first.locator('iframe[width="600"]')).toHaveCount(1);
  await expect(page.frameLocator('section iframe[width="360"]').first().getByRole('heading', { level: 1 })).toBeVisible();
});
