import type { MailContext } from './kit/mail-definition';
import { renderMail, type RenderedMail } from './kit/render-mail';
import { MAILS } from './mails';

/** An outbox row's mail from its component (issue 32); throws for a template this server does not know. */
export async function renderOutboxMail(template: string, payload: unknown, ctx: MailContext): Promise<RenderedMail> {
  const definition = MAILS[template];
  if (!definition) throw new Error(`Unknown mail template "${template}"`);
  return renderMail(definition, payload, ctx);
}
