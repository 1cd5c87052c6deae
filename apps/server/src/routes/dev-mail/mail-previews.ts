import type { FastifyPluginAsync } from 'fastify';
import { renderMail } from '../../mail/kit/render-mail';
import { rebaseSample } from '../../mail/kit/sample-origin';
import { MAILS } from '../../mail/mails';

/** One mail and one of its samples, as the preview list names it. */
export type MailPreview = { template: string; sample: number; preheader: string; html: string; text: string };

/** The widths every mail is looked at: a phone and the usual desktop mail column. */
export const PREVIEW_WIDTHS = [360, 600] as const;

const PREVIEW_PATH = '/dev/mail/preview';

/** Every registered mail's samples, with the addresses of their HTML and text parts. */
export function mailPreviews(publicUrl: string): MailPreview[] {
  return Object.values(MAILS)
    .sort((a, b) => a.template.localeCompare(b.template))
    .flatMap((definition) =>
      definition.samples.map((sample, index) => ({
        template: definition.template,
        sample: index,
        preheader: definition.preheader(rebaseSample(sample, publicUrl), { publicUrl }),
        html: `${PREVIEW_PATH}/${encodeURIComponent(definition.template)}?sample=${index}`,
        text: `${PREVIEW_PATH}/${encodeURIComponent(definition.template)}.txt?sample=${index}`,
      })),
    );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function listPage(previews: MailPreview[]): string {
  const rows = previews
    .map((p) => {
      const frames = PREVIEW_WIDTHS.map(
        (w) =>
          `<figure><figcaption>${w} px</figcaption><iframe src="${escapeHtml(p.html)}" width="${w}" height="720" loading="lazy" title="${escapeHtml(`${p.template}, sample ${p.sample + 1}, at ${w} px`)}"></iframe></figure>`,
      ).join('');
      return `<section><h2>${escapeHtml(p.template)} <small>sample ${p.sample + 1}</small></h2><p>${escapeHtml(p.preheader)}</p><p><a href="${escapeHtml(p.html)}">HTML</a> · <a href="${escapeHtml(p.text)}">Text</a></p><div class="frames">${frames}</div></section>`;
    })
    .join('');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Every mail</title><style>
body{font-family:sans-serif;margin:16px}.frames{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}iframe{border:1px solid #ccc;background:#fff;max-width:100%}small{color:#666;font-weight:normal}
</style></head><body><main><h1>Every mail, with sample data</h1><p><a href="/dev/mail">Captured mail</a></p>${rows}</main></body></html>`;
}

/**
 * The previews of every registered mail (issue 32): the list at phone and desktop width, each
 * sample's HTML as a mail client gets it, and its text part. Registered with the captured mail, so
 * only where capture is on (never in a production start unless switched on) and only to this machine.
 */
export const mailPreviewRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const ctx = { publicUrl };
  app.get('/dev/mail/previews', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'")
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(listPage(mailPreviews(publicUrl))),
  );
  app.get('/dev/mail/previews.json', { schema: { hide: true } }, async () => ({ publicUrl, previews: mailPreviews(publicUrl) }));
  app.get<{ Params: { file: string }; Querystring: { sample?: string } }>(
    `${PREVIEW_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const asText = request.params.file.endsWith('.txt');
      const template = asText ? request.params.file.slice(0, -4) : request.params.file;
      const definition = Object.hasOwn(MAILS, template) ? MAILS[template] : undefined;
      const index = Number(request.query.sample ?? 0);
      const sample = Number.isInteger(index) ? definition?.samples[index] : undefined;
      if (!definition || sample === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('No such mail sample.');
      const mail = await renderMail(definition, rebaseSample(sample, publicUrl), ctx);
      reply.header('cache-control', 'no-store');
      if (asText) return reply.type('text/plain; charset=utf-8').send(mail.text);
      // A mail runs no script; its pictures come from the public URL or the cover service.
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; frame-ancestors 'self'")
        .type('text/html; charset=utf-8')
        .send(mail.html);
    },
  );
};
