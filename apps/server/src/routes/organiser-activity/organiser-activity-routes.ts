import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../plugins/config';
import { activityRoutes } from './activity-routes';
import { inviteeRoutes } from './invitee-routes';
import { messageModerationRoutes } from './message-routes';

/** The organiser's page for one collection: activity, messages, status and invitations (all organiser-only). */
export const organiserActivityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(activityRoutes, { config });
  await app.register(messageModerationRoutes);
  await app.register(inviteeRoutes, { config });
};
