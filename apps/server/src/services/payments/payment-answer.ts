import {
  PAYMENT_METHOD,
  PAYMENT_SUCCESS_CODE,
  paymentResponseSchema,
  type PaymentMethod,
} from '@groupgift/domain';
import { z } from 'zod';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import { AppError } from '../../lib/app-error';
import type { CreatePaymentInput, PaymentResult, ProviderName } from '../../payment-providers/provider';

/** The SPEC §7 answer plus PayPal's approval URL (the web submits a form to it). */
export const checkoutAnswerSchema = paymentResponseSchema.extend({
  paypalApprovalUrl: z.string().nullable().default(null),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** What the ledger keeps of its conversation with the provider (payments.provider_response). */
export type ProviderExchange = {
  provider: ProviderName;
  request: CreatePaymentInput | null;
  /** The payer's origin, for links in the receipt. */
  origin?: string;
  result?: PaymentResult;
  /** The last call whose outcome was unknown (timeout, lost answer); cleared by a result. */
  unknownOutcome?: { kind: string; message: string; at: string };
};

export function exchangeOf(row: PaymentRow): ProviderExchange | null {
  const value = row.providerResponse as ProviderExchange | null;
  return value && typeof value === 'object' && 'provider' in value ? value : null;
}

export type Channel = 'card' | 'paypal' | 'applepay' | 'googlepay';

export function channelOf(method: number): Channel {
  switch (method as PaymentMethod) {
    case PAYMENT_METHOD.APPLE_PAY:
      return 'applepay';
    case PAYMENT_METHOD.GOOGLE_PAY:
      return 'googlepay';
    case PAYMENT_METHOD.PAYPAL:
    case PAYMENT_METHOD.PAYPAL_DIRECT:
      return 'paypal';
    default:
      return 'card';
  }
}

const base: CheckoutAnswer = {
  successCode: null,
  success: false,
  threeDsRequired: false,
  threeDsredirectUrl: null,
  message: null,
  invoiceNumber: null,
  paypalApprovalUrl: null,
};

/**
 * The answer for a payment row, the same every time it is asked (so a retried attempt gets the first
 * outcome): success and actions are 200 answers, failures are errors in the envelope.
 */
export function answerFor(row: PaymentRow): CheckoutAnswer {
  switch (row.status) {
    case 'succeeded':
      return {
        ...base,
        successCode: PAYMENT_SUCCESS_CODE,
        success: true,
        message: row.guid,
        invoiceNumber: row.invoiceNumber,
      };
    case 'requires_action': {
      const url = row.threeDsRedirectUrl;
      if (url && channelOf(row.paymentMethod) === 'paypal') return { ...base, paypalApprovalUrl: url };
      if (url) return { ...base, threeDsRequired: true, threeDsredirectUrl: url };
      break;
    }
    case 'failed': {
      const failure = exchangeOf(row)?.result?.failure;
      if (failure?.code === 'collection_suspended') throw suspendedError();
      throw new AppError(
        402,
        'payment_declined',
        row.failureReason || failure?.message || 'The payment was declined.',
      );
    }
    case 'refunded':
      throw new AppError(
        409,
        'conflict',
        row.refundDue && row.failureReason ? row.failureReason : 'This payment has been refunded.',
      );
  }
  throw new AppError(
    503,
    'service_unavailable',
    'We could not confirm the payment yet. Please try again in a moment.',
    {
      retryable: true,
    },
  );
}

export function suspendedError(): AppError {
  return new AppError(409, 'collection_suspended', 'This collection is suspended.', {
    data: 'collection-suspended',
  });
}

/** The server's total differs from the one the page showed: the page shows the new quote. */
export function amountChangedError(quote: unknown): AppError {
  return new AppError(
    422,
    'amount_mismatch',
    'The amount has changed. Please check the total and try again.',
    { quote },
  );
}
