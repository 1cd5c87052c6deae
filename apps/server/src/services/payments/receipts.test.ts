import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { US } from '../../../test/demo-guids';
import { emailOutbox } from '../../db/schema/email-outbox';
import type { MailTransport, OutgoingMail } from '../../mail/transport';
import { collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';

// An SMTP server that can be "down": sends fail while `down` is true.
const smtp = { down: false, sent: [] as OutgoingMail[] };
const flakyTransport: MailTransport = {
  send: async (mail) => {
    if (smtp.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    smtp.sent.push(mail);
  },
};

const t = usePaymentsApp({ sandboxWebhooks: false });
const withSmtp = usePaymentsApp({ sandboxWebhooks: false }, {}, { transport: flakyTransport });

async function outboxFor(db: ReturnType<typeof t.db>, guid: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `%:${guid}`));
}

describe('payment receipts', () => {
  it('queues the receipt and the organiser notice with the success, and the capture shows them at /dev/mail', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(3));
    const key = randomUUID();
    const body = paymentBody(
      collectionId,
      { net: 5000, fee: 175 },
      { checkOutToken: await tokenise(app), email: 'chipper@example.test' },
    );
    const res = await pay(app, '/api/checkout/ProcessCheckout', body, key);
    expect(res.statusCode).toBe(200);
    const { message: guid, invoiceNumber } = res.json();
    // A retry of the attempt queues nothing more.
    await pay(app, '/api/checkout/ProcessCheckout', body, key);
    const queued = await outboxFor(t.db(), guid);
    expect(queued.map((m) => m.template).sort()).toEqual([
      'contribution-receipt',
      'organiser-payment-notice',
    ]);
    expect(queued.find((m) => m.template === 'organiser-payment-notice')?.toAddress).toBe(
      'demo@groupgift.test',
    );

    expect(await app.mail.worker.runOnce()).toMatchObject({ sent: 2 });
    const page = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(invoiceNumber);
    const { mails } = (await app.inject({ method: 'GET', url: '/dev/mail.json' })).json() as {
      mails: OutgoingMail[];
    };
    const receipt = mails.find((m) => m.to === 'chipper@example.test');
    expect(receipt?.text).toMatch(/Contribution\s+\$50\.00/);
    expect(receipt?.text).toMatch(/Card fee\s+\$1\.75/);
    expect(receipt?.text).toMatch(/Total paid\s+\$51\.75/);
    expect(receipt?.text).toMatch(new RegExp(`Invoice number\\s+${invoiceNumber}`));
    // The card's cover heads the receipt and the notice (issue 32).
    expect(receipt?.html).toMatch(/<img[^>]+src="http:\/\/localhost:\d+\/api\/covers\/[^"]+\.png"/);
    // The organiser's notice states the same fee as the contributions list, and who paid it (decision 143).
    const notice = mails.find((m) => m.to === 'demo@groupgift.test');
    expect(notice?.text).toMatch(/Card fee \(paid by .+ on top\)\s+\$1\.75/);
    expect(notice?.text).toMatch(/The recipient gets\s+\$\d+\.\d\d/);
    // SPEC §4's receipt marketing values: the medium from the setup type (Collection + Group Card), the
    // campaign from the market (US).
    expect(receipt?.text).toContain(
      `/contribute/${US(3)}?utm_medium=collection-and-card&utm_campaign=receipt-rest-of-world`,
    );
  });

  it('links the receipt to the message signed in this visit, for editing', async () => {
    const app = t.app();
    const card = (
      await app.inject({ method: 'GET', url: `/api/contributions/contribution-details?collection=${US(3)}` })
    ).json();
    const messageId = card.groupCard.messages[0].id as number;
    const body = paymentBody(
      card.collectionId,
      { net: 1000, fee: 59 },
      { checkOutToken: await tokenise(app), groupCardId: messageId },
    );
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    const [receipt] = (await outboxFor(t.db(), res.json().message)).filter(
      (m) => m.template === 'contribution-receipt',
    );
    expect((receipt?.payload as { editUrl: string }).editUrl).toMatch(
      new RegExp(
        `/contribute/${US(3)}/sign\\?messageId=${messageId}&utm_medium=collection-and-card&utm_campaign=receipt-rest-of-world$`,
      ),
    );
  });

  it('queues nothing for a declined payment', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const before = (await t.db().select().from(emailOutbox)).length;
    await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(collectionId, { net: 1000 }, { checkOutToken: await tokenise(app, '4000 0000 0000 0002') }),
    );
    expect((await t.db().select().from(emailOutbox)).length).toBe(before);
  });
});

describe('the outbox worker while SMTP is down', () => {
  it('keeps the mail, retries later and sends it once SMTP is back', async () => {
    const app = withSmtp.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const res = await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(collectionId, { net: 1000 }, { checkOutToken: await tokenise(app) }),
    );
    const guid = res.json().message as string;
    smtp.down = true;
    expect(await app.mail.worker.runOnce()).toMatchObject({ sent: 0, retried: 2 });
    let rows = await outboxFor(withSmtp.db(), guid);
    expect(rows.every((r) => r.status === 'pending' && r.lastError?.includes('ECONNREFUSED'))).toBe(true);
    // Not due yet: nothing is tried again at once.
    expect(await app.mail.worker.runOnce()).toMatchObject({ sent: 0, retried: 0 });
    smtp.down = false;
    for (const row of rows)
      await withSmtp
        .db()
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(emailOutbox.id, row.id));
    expect(await app.mail.worker.runOnce()).toMatchObject({ sent: 2 });
    rows = await outboxFor(withSmtp.db(), guid);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true);
    expect(
      smtp.sent.filter((m) => m.subject.includes('INV-') || m.subject.includes('chipped in')),
    ).toHaveLength(2);
  });

  it('also sends the signer receipt that SendSignCardReceiptEmail queues', async () => {
    const app = withSmtp.app();
    await withSmtp
      .db()
      .insert(emailOutbox)
      .values({
        toAddress: 'signer@example.test',
        template: 'sign-card-receipt',
        subject: 'You signed the card: Test',
        payload: {
          name: 'Sam',
          comment: 'Well done!',
          collectionTitle: 'Test',
          editUrl: 'http://localhost/contribute/x/sign?messageId=1&token=t',
        },
      });
    await app.mail.worker.runOnce();
    const mail = smtp.sent.find((m) => m.to === 'signer@example.test');
    expect(mail?.text).toContain('Well done!');
    expect(mail?.html).toContain('href="http://localhost/contribute/x/sign?messageId=1&amp;token=t"');
  });
});

describe('the receipt names the collection', () => {
  it('by its own title in the subject and the body, never by the card cover’s title', async () => {
    const app = t.app();
    // Demo 3: the collection "Sam's farewell card and gift", whose card cover says "Farewell, Sam".
    const { collectionId } = await collectionFigures(app, US(3));
    const res = await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(collectionId, { net: 2000, fee: 88 }, { checkOutToken: await tokenise(app) }),
    );
    expect(res.statusCode).toBe(200);
    const { message: guid, invoiceNumber } = res.json();
    const receipt = (await outboxFor(t.db(), guid)).find((m) => m.template === 'contribution-receipt');
    expect(receipt?.subject).toBe(`Your receipt for "Sam's farewell card and gift" (${invoiceNumber})`);
    expect(receipt?.payload).toMatchObject({ collectionTitle: "Sam's farewell card and gift" });
    // The cover's own words appear only as its picture's alt text.
    expect(JSON.stringify({ ...receipt, payload: { ...(receipt?.payload as object), coverAlt: undefined } })).not.toContain('Farewell, Sam');
    expect(receipt?.payload).toMatchObject({ coverAlt: 'Cover: Farewell, Sam' });
  });
});
