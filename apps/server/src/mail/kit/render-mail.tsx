import { render } from '@react-email/components';
import type { AnyMailDefinition, MailContext } from './mail-definition';
import { MailLayout } from './mail-layout';

export type RenderedMail = {
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe headers, when the mail carries them. */
  headers?: Record<string, string>;
};

/** The text part reads like a letter: headings as written, not shouted in capitals. */
const PLAIN_TEXT = {
  // Mail clients wrap text themselves; hard breaks would cut sentences and links mid-way.
  wordwrap: false as const,
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    // Only the facts table is a table to read; the layout's tables are just blocks.
    { selector: 'table.gg-rule', format: 'dataTable', options: { maxColumnWidth: 200 } },
  ],
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
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return {
    html,
    text,
    ...(unsubscribeUrl
      ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
