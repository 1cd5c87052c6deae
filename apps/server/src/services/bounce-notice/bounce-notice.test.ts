import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../test/render-mail-for-test';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { usePaymentsApp } from '../../../test/payments-app';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { emailOutbox } from '../../db/schema/email-outbox';
import { invitees } from '../../db/schema/invitees';
import type { MailTransport } from '../../mail/transport';

const ORIGIN = 'https://gift.example.test';
const BOUNCING = 'gone@bounce.example.test';
// The SMTP server refuses one address for good (550), as a real one does for an unknown mailbox.
const transport: MailTransport = {
  send: async (mail) => {
    if (mail.to === BOUNCING) throw Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550 });
  },
};
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: ORIGIN }, { transport });

describe('the bounce notice to the organiser (issue 32)', () => {
  it('an invitation and a reminder to a refused address make one notice, naming the invitee', async () => {
    const owner = await signUpOrganiser(t.app(), { firstName: 'Olive' });
    const collection = await createOwnedCollection(t.db(), owner.organiser.id);
    const inviteeGuid = randomUUID();
    await t.db().insert(invitees).values({ guid: inviteeGuid, collectionId: collection.id, email: BOUNCING, firstName: 'Gina', lastName: 'Gone' });
    const payload = {
      organiserName: 'Olive',
      collectionTitle: 'Farewell Robin',
      closeDate: new Date(Date.now() + 86_400_000).toISOString(),
      link: `${ORIGIN}/contribute/${collection.guid}?invId=${inviteeGuid}`,
    };
    await enqueueEmails(t.db(), [
      { dedupeKey: `t-inv:${inviteeGuid}`, toAddress: BOUNCING, template: 'invitation', subject: 'Invited', payload },
      { dedupeKey: `t-rem:${inviteeGuid}`, toAddress: BOUNCING, template: 'invitation-reminder', subject: 'Reminder', payload },
    ]);
    await t.app().mail.worker.runOnce();
    await t.app().mail.worker.runOnce();

    const notices = await t.db().select().from(emailOutbox).where(eq(emailOutbox.template, 'organiser-bounce-notice'));
    const mine = notices.filter((n) => (n.payload as { collectionGuid: string }).collectionGuid === collection.guid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ toAddress: owner.organiser.email, status: 'sent' });
    expect(mine[0]!.payload).toMatchObject({ kind: 'invitation', address: BOUNCING, name: 'Gina Gone' });
    expect((mine[0]!.payload as { coverImageUrl: string }).coverImageUrl).toMatch(new RegExp(`^${ORIGIN}/api/covers/${collection.guid}-`));
    const mail = await renderTemplate(mine[0]!.template, mine[0]!.payload);
    expect(mail.text).toContain(`sent to Gina Gone (${BOUNCING}) couldn’t be delivered`);
    expect(mail.text).toContain(`Check the invitees https://gift.example.test/dashboard/collections/${collection.guid}`);
  });
});
