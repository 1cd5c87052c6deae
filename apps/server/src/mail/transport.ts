import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { noDelaySocket } from './no-delay-socket';

export type OutgoingMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** "<…@domain>", stable per outbox row, so a repeat after a crash is the same message. */
  messageId?: string;
};
export type CapturedMail = OutgoingMail & { id: string; capturedAt: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Lets go of open connections at shutdown. */
  close?(): void;
}

/**
 * Real delivery through SMTP (nodemailer), over a pool of up to `connections` kept-open
 * connections, so the outbox worker's concurrent sends do not each pay a connect and greeting.
 * Pool settings in the URL's query (`?maxConnections=2&maxMessages=50`) win.
 */
export function smtpTransport(url: string, connections = 5): MailTransport {
  const pool = new SMTPPool({ pool: true, maxConnections: connections, url, getSocket: noDelaySocket });
  const transporter = nodemailer.createTransport(pool);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail as a JSON file, so a developer can read what would have been sent. */
export function captureTransport(dir: string): MailTransport {
  let counter = 0;
  return {
    send: async (mail) => {
      await mkdir(dir, { recursive: true });
      counter += 1;
      const capturedAt = new Date().toISOString();
      const id = `${capturedAt.replace(/[:.]/g, '-')}-${process.pid}-${counter}`;
      const record: CapturedMail = { id, capturedAt, ...mail };
      await writeFile(join(dir, `${id}.json`), JSON.stringify(record, null, 2), 'utf8');
    },
  };
}

/** Sends through every transport (SMTP and capture when both are on); any failure fails the send. */
export function combinedTransport(transports: MailTransport[]): MailTransport {
  return {
    send: async (mail) => {
      for (const t of transports) await t.send(mail);
    },
    close: () => {
      for (const t of transports) t.close?.();
    },
  };
}

/** The captured mail, newest first. */
export async function listCapturedMail(dir: string, limit = 200): Promise<CapturedMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  names.sort().reverse();
  const out: CapturedMail[] = [];
  for (const name of names.slice(0, limit)) {
    try {
      out.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as CapturedMail);
    } catch {
      // A half-written file is skipped; it is complete on the next look.
    }
  }
  return out;
}
