import type { FastifyPluginAsync } from 'fastify';
import { listCapturedMail, type CapturedMail } from '../../mail/transport';
import { localOnly } from '../../plugins/local-only';
import { mailPreviewRoutes } from './mail-previews';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(mails: CapturedMail[]): string {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>To:</strong> ${escapeHtml(m.to)} · <strong>From:</strong> ${escapeHtml(m.from)} · ${escapeHtml(m.capturedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Captured mail</title></head><body><main><h1>Captured mail</h1><p><a href="/dev/mail/previews">Every mail, with sample data, at phone and desktop width</a></p>${
    items || '<p>No mail has been sent yet.</p>'
  }</main></body></html>`;
}

/**
 * /dev/mail: what the server "sent" while mail is captured instead of delivered. Registered only
 * when capture is on, served only to this machine (reset links are in it), and shown as text so
 * nothing in a mail can run here. The previews of every mail (issue 32) come with it.
 */
export const devMailRoutes: FastifyPluginAsync<{ captureDir: string; publicUrl: string }> = async (app, { captureDir, publicUrl }) => {
  app.addHook('onRequest', localOnly);
  await app.register(mailPreviewRoutes, { publicUrl });
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listCapturedMail(captureDir);
    return reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(mails));
  });
  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({
    mails: await listCapturedMail(captureDir),
  }));
};
