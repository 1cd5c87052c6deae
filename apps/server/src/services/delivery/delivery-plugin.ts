import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findDeliveryById, recordBounce } from '../../db/repositories/delivery-repository';
import { registerDeliveryJob } from '../../jobs/deliver-scheduled-job';
import { onPermanentMailFailure } from '../../mail/permanent-failure';
import type { DeliveryRecipientPayload } from '../../mail/templates';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import { coverArtRoute } from '../../routes/cover-art/cover-art-route';
import { contributorCardRoutes } from '../../routes/delivery/contributor-card-routes';
import { deliveryRoutes } from '../../routes/delivery/delivery-routes';
import { recipientRoutes } from '../../routes/recipient/recipient-routes';
import { deliverDue } from './delivery-service';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: {
      /** One run of the scheduled-delivery job: delivers what is due now; answers how many went. */
      runDue(now?: Date): Promise<number>;
    };
  }
}

export type DeliveryPluginOptions = {
  config: Config;
  /** Run the scheduled-delivery job on its interval (default: on, except under NODE_ENV=test). */
  jobs?: boolean;
};

// A recipient address the SMTP server refuses for good is recorded on the delivery, if the mail
// went to the address the delivery still has (a resend to a new address is not marked by the old).
onPermanentMailFailure('delivery-recipient', async (db, row, reason) => {
  const payload = row.payload as Partial<DeliveryRecipientPayload>;
  if (typeof payload.deliveryId !== 'number') return;
  const delivery = await findDeliveryById(db, payload.deliveryId);
  if (delivery && delivery.recipientEmail === row.toAddress) await recordBounce(db, delivery.id, reason);
});

/** The ending (issue 14): the organiser's delivery routes, the recipient's, and the delivery job. */
export const deliveryPlugin = fp(
  async function delivery(app: FastifyInstance, options: DeliveryPluginOptions) {
    const origin = publicOrigin(options.config);
    app.decorate('delivery', { runDue: (now?: Date) => deliverDue(app.db, origin, now) });
    await app.register(deliveryRoutes, { config: options.config });
    await app.register(recipientRoutes, { config: options.config });
    await app.register(contributorCardRoutes, { config: options.config });
    // The delivery mail's picture of an illustrated cover (decision 110).
    await app.register(coverArtRoute);
    if (options.jobs ?? options.config.nodeEnv !== 'test') {
      registerDeliveryJob(app, { intervalMs: options.config.delivery.jobIntervalMs, run: () => app.delivery.runDue() });
    }
  },
  { name: 'delivery', dependencies: ['db', 'mail'] },
);
