import {
  errorEnvelopeSchema,
  SUPPORT_PATHS,
  supportActionRequestSchema,
  supportActionResponseSchema,
  supportAuditResponseSchema,
  supportCollectionParamsSchema,
  supportCollectionSchema,
  supportPaymentParamsSchema,
  supportPaymentSchema,
  supportSearchQuerySchema,
  supportSearchResponseSchema,
  type SupportActionRequest,
  type SupportAuditEntry,
} from '@groupgift/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { SessionOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import {
  refundForSupport,
  resendDeliveryMail,
  resendReceipt,
  setSuspended,
  type SupportDeps,
} from '../../services/support/support-actions';
import { auditLog, collectionView, paymentView, searchEverything } from '../../services/support/support-views';

// Tagged 'support': the auth plugin puts requireOperator in front of each (401, 403 for a write
// without the CSRF header, 403 for an account that is not an operator) before any input is read.
const tags = ['support'];
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const actionErrors = { 400: errorEnvelopeSchema, ...refusals, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

function operatorOf(request: FastifyRequest): SessionOrganiser {
  if (!request.organiser) throw new AppError(401, 'unauthorized', 'Sign in first.');
  return request.organiser;
}

type Action = (deps: SupportDeps, operator: SessionOrganiser, guid: string, body: SupportActionRequest) => Promise<SupportAuditEntry>;

/** The support console (issue 35; decisions 155 and 156): search, views, actions and the audit log. */
export const supportRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicOrigin(config);
  const deps = (request: FastifyRequest): SupportDeps => ({ db: app.db, payments: app.payments, log: request.log, origin });

  app.get(
    SUPPORT_PATHS.search,
    {
      schema: {
        tags,
        summary: 'Find collections, payments, redemptions and people by email, id, guid, title or provider reference',
        querystring: supportSearchQuerySchema,
        response: { 200: supportSearchResponseSchema, 400: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => searchEverything(app.db, request.query.q),
  );

  app.get(
    SUPPORT_PATHS.audit,
    { schema: { tags, summary: 'The newest support actions, newest first', response: { 200: supportAuditResponseSchema, ...refusals } } },
    async () => ({ entries: await auditLog(app.db) }),
  );

  app.get(
    SUPPORT_PATHS.collection,
    {
      schema: {
        tags,
        summary: "A collection as support sees it: status, organiser, figures, payments, delivery and its audit log",
        params: supportCollectionParamsSchema,
        response: { 200: supportCollectionSchema, 400: errorEnvelopeSchema, ...refusals, 404: errorEnvelopeSchema },
      },
    },
    async (request) => collectionView(app.db, request.params.id),
  );

  app.get(
    SUPPORT_PATHS.payment,
    {
      schema: {
        tags,
        summary: "A payment's timeline: the attempt, the provider's answers, webhooks, ledger entries, mails and support actions",
        params: supportPaymentParamsSchema,
        response: { 200: supportPaymentSchema, 400: errorEnvelopeSchema, ...refusals, 404: errorEnvelopeSchema },
      },
    },
    async (request) => paymentView(app.db, request.params.paymentGuid),
  );

  const paymentAction = (path: string, summary: string, act: Action) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          description: 'Needs `why` (kept in the audit log). The same `idempotencyKey` again answers the first audit row and does nothing more.',
          params: supportPaymentParamsSchema,
          body: supportActionRequestSchema,
          response: { 200: supportActionResponseSchema, ...actionErrors, 502: errorEnvelopeSchema, 503: errorEnvelopeSchema },
        },
      },
      async (request) => ({ audit: await act(deps(request), operatorOf(request), request.params.paymentGuid, request.body) }),
    );

  const collectionAction = (path: string, summary: string, act: Action) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          description: 'Needs `why` (kept in the audit log). The same `idempotencyKey` again answers the first audit row and does nothing more.',
          params: supportCollectionParamsSchema,
          body: supportActionRequestSchema,
          response: { 200: supportActionResponseSchema, ...actionErrors },
        },
      },
      async (request) => ({ audit: await act(deps(request), operatorOf(request), request.params.id, request.body) }),
    );

  paymentAction(SUPPORT_PATHS.resendReceipt, "Send the contributor's receipt again", resendReceipt);
  paymentAction(SUPPORT_PATHS.refund, 'Refund the whole payment (through the organiser refund path, once)', refundForSupport);
  collectionAction(SUPPORT_PATHS.resendDelivery, "Send the recipient's delivery mail again", resendDeliveryMail);
  collectionAction(SUPPORT_PATHS.suspend, 'Suspend the collection', (d, o, g, b) => setSuspended(d, o, g, b, true));
  collectionAction(SUPPORT_PATHS.unsuspend, 'Lift the suspension', (d, o, g, b) => setSuspended(d, o, g, b, false));
};
