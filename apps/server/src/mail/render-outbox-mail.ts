import type { MailContext } from './kit/mail-definition';
import { renderMail, type RenderedMail } from './kit/render-mail';
import { MAILS } from './mails';
import { renderTemplate } from './templates';

/** An outbox row's mail: from its component when it has one (issue 32), else the hand-written template. */
export async function renderOutboxMail(template: string, payload: unknown, ctx: MailContext): Promise<RenderedMail> {
  const definition = MAILS[template];
  return definition ? renderMail(definition, payload, ctx) : renderTemplate(template, payload);
}
