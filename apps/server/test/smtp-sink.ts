import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; messageId: string; at: number };

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While set, each message is refused with a temporary (451) error, as a struggling server does. */
  refuse: boolean;
  /** Messages to these addresses are refused with a temporary (451) error, the others accepted. */
  refuseTo: Set<string>;
  /**
   * Accept this many more messages, then leave every later one unanswered (no 250, so not accepted)
   * and count it in `held`: a test then kills the sender with sends in flight. Undefined: no limit.
   */
  acceptLimit: number | undefined;
  /** Messages received whole but left unanswered because of `acceptLimit`. */
  held: number;
  /** SMTP connections opened so far (a pooled sender reuses them). */
  connections: number;
  /** Settles once a mail to `to` with that subject has arrived (or at once when one already has). */
  waitFor(to: string, subject: string): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port that keeps who each mail was
 * for, so tests and the benchmark drive the real worker and nodemailer transport end to end.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters = new Map<string, (mail: ReceivedMail) => void>();
  const key = (to: string, subject: string) => `${to}\n${subject}`;
  const sink: SmtpSink = {
    url: '',
    received: [],
    refuse: false,
    refuseTo: new Set(),
    acceptLimit: undefined,
    held: 0,
    connections: 0,
    waitFor: (to, subject) => {
      const done = sink.received.find((m) => m.to === to && m.subject === subject);
      if (done) return Promise.resolve(done);
      return new Promise((resolve) => waiters.set(key(to, subject), resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain loopback SMTP: no TLS upgrade, no log-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Pooled client connections stay open; closing should not wait the default 30 s for them.
    closeTimeout: 500,
    onConnect(_session, callback) {
      sink.connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refuse || sink.refuseTo.has(session.envelope.rcptTo[0]?.address ?? '')) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        if (sink.acceptLimit !== undefined) {
          if (sink.acceptLimit <= 0) {
            sink.held += 1;
            return; // never answered: the sender is still waiting when it dies
          }
          sink.acceptLimit -= 1;
        }
        const head = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n', 1)[0] ?? '';
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo[0]?.address ?? '',
          subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          at: Date.now(),
        };
        sink.received.push(mail);
        waiters.get(key(mail.to, mail.subject))?.(mail);
        waiters.delete(key(mail.to, mail.subject));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
