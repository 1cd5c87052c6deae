import {
  collectionActivitySchema,
  collectionGuidParamsSchema,
  contributionsResponseSchema,
  errorEnvelopeSchema,
  MESSAGES,
  ORGANISER_ACTIVITY_PATHS as PATHS,
  pageQuerySchema,
  reopenRequestSchema,
} from '@groupgift/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import {
  collectionHasGroupCard,
  countContributions,
  listContributionsPage,
  updateCollectionFlags,
} from '../../db/repositories/organiser-activity-repository';
import { AppError } from '../../lib/app-error';
import { requireOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { collectionFeeTotals, feeRowsOf } from '../../services/ledger/fee-breakdown';
import { toActivity, toContribution } from './activity-view';
import { invitationUrl, loadOwnedCollection } from './load-owned-collection';
import { afterKey } from '../../lib/page-cursor';
import { isTimeKey } from '../../db/keyset-time';
import { publicOrigin } from '../../plugins/deployment';
import { coverPlanForCollection } from '../../services/covers/collection-cover';
import { coverImageOf } from '../../services/covers/cover-plan';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['organiser'];

/** The collection's figures and status, and the status actions (close, reopen, suspend). */
export const activityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const activityOf = async (request: FastifyRequest, row: CollectionRow) =>
    toActivity(
      row,
      await collectionHasGroupCard(app.db, row.id),
      invitationUrl(publicOrigin(config), row.guid),
      new Date(),
      await collectionFeeTotals(app.db, row.id),
      coverImageOf(await coverPlanForCollection(app.db, row), publicOrigin(config)),
    );

  app.get(
    PATHS.activity,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "One of the organiser's collections: status, invitation link and summary figures",
        params: collectionGuidParamsSchema,
        response: { 200: collectionActivitySchema, ...errors },
      },
    },
    async (request) => activityOf(request, await loadOwnedCollection(app.db, request, request.params.id)),
  );

  app.get(
    PATHS.contributions,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "The collection's contributions with each contributor's amount (the organiser's eyes only)",
        description:
          'Attempts that never took money (created, failed) are left out. Newest first, a page at a time ' +
          '(`?cursor=&limit=`); the first page also carries `summary.total` and the fee breakdown\'s totals ' +
          '(`summary.breakdown`, the statement\'s) over the whole list. Each row\'s fee says who paid it.',
        params: collectionGuidParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: contributionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      const { cursor, limit } = request.query;
      const after = afterKey(cursor, isTimeKey);
      const page = await listContributionsPage(app.db, row.id, { after, limit });
      // Each row's fee and net, and the whole list's totals, from the one fee breakdown (decision 143).
      const fees = await feeRowsOf(app.db, page.items);
      return {
        contributions: page.items.map((item, i) => toContribution(item, fees[i]!)),
        nextCursor: page.nextCursor,
        summary: after
          ? null
          : { total: await countContributions(app.db, row.id), breakdown: await collectionFeeTotals(app.db, row.id) },
      };
    },
  );

  const statusAction = (
    path: string,
    summary: string,
    change: (row: CollectionRow) => Parameters<typeof updateCollectionFlags>[2],
  ) =>
    app.post(
      path,
      {
        preHandler: requireOrganiser,
        schema: {
          tags,
          summary,
          params: collectionGuidParamsSchema,
          response: { 200: collectionActivitySchema, ...errors },
        },
      },
      async (request) => {
        const row = await loadOwnedCollection(app.db, request, request.params.id);
        return activityOf(request, await updateCollectionFlags(app.db, row.id, change(row)));
      },
    );

  statusAction(PATHS.close, 'Close the collection before its close date', () => ({ isClosed: true }));
  statusAction(PATHS.suspend, 'Suspend the collection: contributors see the suspended screen', () => ({
    isSuspended: true,
  }));
  statusAction(PATHS.unsuspend, 'Lift a suspension', () => ({ isSuspended: false }));

  app.post(
    PATHS.reopen,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Reopen a closed collection',
        description:
          'When the close date has passed, a new future `closeDate` is required (422 otherwise); ' +
          'a given `closeDate` always replaces the old one.',
        params: collectionGuidParamsSchema,
        body: reopenRequestSchema,
        response: { 200: collectionActivitySchema, 422: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      const now = Date.now();
      const closeDate = request.body.closeDate ? new Date(request.body.closeDate) : row.closeDate;
      if (closeDate.getTime() <= now) {
        throw new AppError(422, 'validation_failed', MESSAGES['validation.futureDate'], {
          fieldErrors: { closeDate: [MESSAGES['validation.futureDate']] },
        });
      }
      const updated = await updateCollectionFlags(app.db, row.id, { isClosed: false, closeDate });
      return activityOf(request, updated);
    },
  );
};
