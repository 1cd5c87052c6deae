import { renderOutboxMail } from '../src/mail/render-outbox-mail';

/** The public URL the mail tests render against. */
export const TEST_PUBLIC_URL = 'https://gift.example.test';

/** An outbox row's mail as the worker renders it (issue 32: components, async). */
export function renderTemplate(template: string, payload: unknown) {
  return renderOutboxMail(template, payload, { publicUrl: TEST_PUBLIC_URL });
}
