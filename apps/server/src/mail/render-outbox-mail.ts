import type { MailContext } from './kit/mail-definition';
import { renderMail, type RenderedMail } from './kit/render-mail';
import { MAILS } from './mails';
import { GIFT_CARD_TEMPLATE, giftCardMail, type GiftCardMailPayload } from './redemption-templates';

/*
 * Mails whose component has not landed yet render as they did until their definition joins MAILS
 * (which then wins): the gift card keeps its own renderer.
 */
const NOT_YET_DRAWN: Readonly<Record<string, (payload: unknown, ctx: MailContext) => Promise<RenderedMail>>> = {
  [GIFT_CARD_TEMPLATE]: async (payload) => giftCardMail(payload as GiftCardMailPayload),
};

/** An outbox row's mail from its component (issue 32); throws for a template this server does not know. */
export async function renderOutboxMail(template: string, payload: unknown, ctx: MailContext): Promise<RenderedMail> {
  const definition = MAILS[template];
  if (definition) return renderMail(definition, payload, ctx);
  const fallback = NOT_YET_DRAWN[template];
  if (fallback) return fallback(payload, ctx);
  throw new Error(`Unknown mail template "${template}"`);
}
