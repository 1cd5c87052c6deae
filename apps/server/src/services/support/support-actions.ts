import type { SupportActionRequest, SupportAuditEntry, SupportAction } from '@groupgift/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { findDeliveryByCollectionId } from '../../db/repositories/delivery-repository';
import { updateCollectionFlags } from '../../db/repositories/organiser-activity-repository';
import { findAuditByKey, finishAudit, startAudit } from '../../db/repositories/support-audit-repository';
import { findCollectionForSupport } from '../../db/repositories/support-search-repository';
import { findPaymentForSupport, originalReceipt } from '../../db/repositories/support-timeline-repository';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionOrganiser } from '../../plugins/auth';
import { resend } from '../delivery/delivery-service';
import type { PaymentService } from '../payments/payment-service';
import { refundPayment } from '../payments/refunds';
import { toAuditEntry } from './support-views';

/*
 * The support console's actions (decision 156). Each one writes its audit row first, keyed by the
 * dialog's idempotency key, then runs, then records its outcome: a double click or a retry with the
 * same key finds the row and answers it without acting twice, and an action cut off half way still
 * leaves a row saying it was asked for (outcome `started`).
 */

export type SupportDeps = {
  db: AppDatabase;
  payments: Pick<PaymentService, 'providerNamed'>;
  log: FastifyBaseLogger;
  origin: string;
};

type Target = { action: SupportAction; kind: 'payment' | 'collection'; guid: string; collectionId: number | null };

const SETTLE_WAIT_MS = 5_000;

/**
 * A repeat of a confirmation (a double click, a retry) answers with the first one's outcome: while
 * the first is still running, it waits up to a few seconds for it rather than answering `started`.
 */
async function settledAudit(db: AppDatabase, idempotencyKey: string) {
  const until = Date.now() + SETTLE_WAIT_MS;
  let row = await findAuditByKey(db, idempotencyKey);
  while (row?.outcome === 'started' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    row = await findAuditByKey(db, idempotencyKey);
  }
  return row;
}

async function audited(
  deps: SupportDeps,
  operator: SessionOrganiser,
  request: SupportActionRequest,
  target: Target,
  work: () => Promise<string | null>,
): Promise<SupportAuditEntry> {
  const started = await startAudit(deps.db, {
    idempotencyKey: request.idempotencyKey,
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: target.action,
    targetKind: target.kind,
    targetGuid: target.guid,
    collectionId: target.collectionId,
    why: request.why,
  });
  if (!started) {
    const first = await settledAudit(deps.db, request.idempotencyKey);
    if (!first || first.action !== target.action || first.targetGuid !== target.guid || first.operatorId !== operator.id) {
      throw new AppError(409, 'conflict', 'This confirmation was already used for another action. Open the action again.');
    }
    return toAuditEntry(first);
  }
  try {
    const detail = await work();
    return toAuditEntry(await finishAudit(deps.db, started.id, 'done', detail));
  } catch (error) {
    const refused = error instanceof AppError && error.statusCode < 500;
    const message = error instanceof AppError ? error.message : 'The action stopped with an unexpected error.';
    await finishAudit(deps.db, started.id, refused ? 'refused' : 'failed', message);
    throw error;
  }
}

async function paymentTarget(db: AppDatabase, guid: string) {
  const found = await findPaymentForSupport(db, guid);
  if (!found) throw notFound('The payment');
  return found;
}

async function collectionTarget(db: AppDatabase, guid: string) {
  const found = await findCollectionForSupport(db, guid);
  if (!found) throw notFound('The collection');
  return found.collection;
}

/** Sends the contributor the receipt their payment's success queued, as it was, once more. */
export async function resendReceipt(deps: SupportDeps, operator: SessionOrganiser, guid: string, request: SupportActionRequest) {
  const { payment } = await paymentTarget(deps.db, guid);
  return audited(deps, operator, request, { action: 'resend_receipt', kind: 'payment', guid, collectionId: payment.collectionId }, async () => {
    const receipt = await originalReceipt(deps.db, guid);
    if (!receipt) throw new AppError(409, 'conflict', 'This payment has no receipt to send again: only a completed payment with an email address has one.');
    await enqueueEmails(deps.db, [
      {
        // The guid in the key puts the mail on the payment's timeline; the dialog's key makes it once.
        dedupeKey: `receipt-resend:${guid}:${request.idempotencyKey}`,
        toAddress: receipt.toAddress,
        template: receipt.template,
        subject: receipt.subject,
        payload: receipt.payload as Record<string, unknown>,
      },
    ]);
    return receipt.toAddress;
  });
}

/** Refunds the whole payment through the organiser's refund path (same provider key: once, exactly). */
export async function refundForSupport(deps: SupportDeps, operator: SessionOrganiser, guid: string, request: SupportActionRequest) {
  const { payment } = await paymentTarget(deps.db, guid);
  return audited(deps, operator, request, { action: 'refund', kind: 'payment', guid, collectionId: payment.collectionId }, async () => {
    if (payment.kind !== 'contribution' || payment.collectionId === null) {
      throw new AppError(409, 'conflict', 'Only a contribution to a collection can be refunded here.');
    }
    const answer = await refundPayment(deps, payment);
    return answer.status;
  });
}

/** The recipient's delivery mail again, to the address it went to, with a fresh link. */
export async function resendDeliveryMail(deps: SupportDeps, operator: SessionOrganiser, guid: string, request: SupportActionRequest) {
  const collection = await collectionTarget(deps.db, guid);
  return audited(deps, operator, request, { action: 'resend_delivery', kind: 'collection', guid, collectionId: collection.id }, async () => {
    const delivery = await findDeliveryByCollectionId(deps.db, collection.id);
    if (!delivery?.byEmail || !delivery.recipientEmail) {
      throw new AppError(409, 'conflict', 'This card was not delivered by email, so there is no delivery mail to send again.');
    }
    await resend(deps.db, collection, delivery.recipientEmail, deps.origin);
    return delivery.recipientEmail;
  });
}

export async function setSuspended(
  deps: SupportDeps,
  operator: SessionOrganiser,
  guid: string,
  request: SupportActionRequest,
  suspended: boolean,
) {
  const collection = await collectionTarget(deps.db, guid);
  const action = suspended ? 'suspend' : 'unsuspend';
  return audited(deps, operator, request, { action, kind: 'collection', guid, collectionId: collection.id }, async () => {
    await updateCollectionFlags(deps.db, collection.id, { isSuspended: suspended });
    return null;
  });
}
