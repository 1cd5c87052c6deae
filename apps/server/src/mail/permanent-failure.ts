import type { AppDatabase } from '../db/client';
import type { OutboxRow } from '../db/repositories/email-outbox-repository';

/*
 * A permanent SMTP refusal (a 5xx reply: unknown mailbox, domain refuses mail) will not change on a
 * retry, so the outbox gives the mail up at once and tells whoever owns its template, e.g. the
 * delivery records the bounce for the organiser (decision 106). Handlers are keyed by template and
 * take the worker's database, so one registry serves every app in the process; a template may have
 * several (the delivery's record and the organiser's bounce notice), run in the order registered.
 */
export type PermanentFailureHandler = (db: AppDatabase, row: OutboxRow, reason: string) => Promise<void>;

const handlers = new Map<string, PermanentFailureHandler[]>();

export function onPermanentMailFailure(template: string, handler: PermanentFailureHandler): void {
  const list = handlers.get(template) ?? [];
  // Module registration runs once per process; a second import must not add the handler twice.
  if (!list.includes(handler)) handlers.set(template, [...list, handler]);
}

export function permanentFailureHandler(template: string): PermanentFailureHandler | undefined {
  const list = handlers.get(template);
  if (!list?.length) return undefined;
  return async (db, row, reason) => {
    for (const handler of list) await handler(db, row, reason);
  };
}

/** nodemailer puts the server's reply code on the error; 5xx is permanent, 4xx and network errors are not. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
