import {
  API_PATHS,
  collectionQuerySchema,
  coverPageSchema,
  errorEnvelopeSchema,
  invitationHtmlResponseSchema,
  saveInvitationStatusRequestSchema,
  saveInvitationStatusResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCoverByCollectionId } from '../../db/repositories/group-cards-repository';
import {
  findInviteeWithMarket,
  recordInvitationNoThanks,
  recordInvitationOpened,
} from '../../db/repositories/invitees-repository';
import { notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { toCoverPage } from '../../services/collection-view';
import { contributionDetailsRoute } from './contribution-details-route';
import { loadLiveCollection } from './load-collection';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uuidPattern = z.uuid();

export const contributionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  await app.register(contributionDetailsRoute);

  app.get(
    API_PATHS.groupCardCover,
    {
      schema: {
        tags: ['contributions'],
        summary: "The cover page of the collection's group card",
        querystring: collectionQuerySchema,
        response: { 200: coverPageSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadLiveCollection(app.db, request.query.collection);
      const found = await findCoverByCollectionId(app.db, row.id);
      if (!found?.cover) throw notFound('The group card');
      return toCoverPage(found.cover, row.id);
    },
  );

  app.get(
    API_PATHS.invitationTemplateHtml,
    {
      schema: {
        tags: ['contributions'],
        summary: 'The invitation template HTML (sanitise before rendering)',
        querystring: collectionQuerySchema,
        response: { 200: invitationHtmlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadLiveCollection(app.db, request.query.collection);
      return { invitationHtml: row.invitationTemplateHtml };
    },
  );

  app.post(
    API_PATHS.saveInvitationStatus,
    {
      schema: {
        tags: ['contributions'],
        summary: 'Record that an invitee opened the invitation (US market only) or answered No thanks',
        description:
          'Body `{ response: "opened" | "nothanks", invitationGuidId }`. Returns `saved: false` for opens of ' +
          'invitations of other markets, which do not track opens; a No thanks is recorded in every market.',
        body: saveInvitationStatusRequestSchema,
        response: { 200: saveInvitationStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { invitationGuidId } = request.body;
      // The id is free text in the contract; only a UUID can name an invitee.
      const invitee = uuidPattern.safeParse(invitationGuidId).success
        ? await findInviteeWithMarket(app.db, invitationGuidId)
        : null;
      if (!invitee) throw notFound('The invitation');
      // A "No thanks" is the invitee's answer, kept in every market for the organiser's list;
      // opens are tracked in the US market only (SPEC §7).
      if (request.body.response === 'nothanks') {
        await recordInvitationNoThanks(app.db, invitee.id);
        return { saved: true };
      }
      if (invitee.market !== 'US') return { saved: false };
      await recordInvitationOpened(app.db, invitee.id);
      return { saved: true };
    },
  );
};
