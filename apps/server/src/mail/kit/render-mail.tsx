import { render } from '@react-email/components';
import type { AnyMailDefinition, MailContext } from './mail-definition';
import { MailLayout } from './mail-layout';

export type RenderedMail = {
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe headers, when the mail carries them. */
  headers?: Record<string, string>;
};

/** Renders one mail in the shared layout: HTML, its plain-text twin, and the unsubscribe headers. */
export async function renderMail(definition: AnyMailDefinition, payload: unknown, ctx: MailContext): Promise<RenderedMail> {
  const { Body } = definition;
  const unsubscribeUrl = definition.unsubscribeUrl?.(payload, ctx) ?? null;
  const element = (
    <MailLayout
      ctx={ctx}
      preheader={definition.preheader(payload, ctx)}
      cover={definition.cover?.(payload, ctx) ?? null}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Body payload={payload} ctx={ctx} />
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    html,
    text,
    ...(unsubscribeUrl
      ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
