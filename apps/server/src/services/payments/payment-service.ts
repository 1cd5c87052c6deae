import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import type { PaymentProvider, ProviderName } from '../../payment-providers/provider';
import type { PaymentProviders } from '../../payment-providers/select-providers';
import type { CardDefences } from '../card-defences/card-defences';
import { handleReturn, type ReturnOptions } from './handle-return';
import type { CheckoutAnswer } from './payment-answer';
import { PaymentDriver } from './payment-driver';
import { reconcilePayments, type ReconcileOptions } from './reconcile-payments';
import { refreshPayment } from './refresh-payment';
import { startContribution, type StartPaymentInput } from './start-contribution';
import { startOrganiserPurchase, type StartOrganiserInput } from './start-organiser-purchase';

export type PaymentServiceOptions = {
  db: AppDatabase;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Extra provider calls (same idempotency key) when the outcome is unknown; safe by design. */
  providerRetries?: number;
  retryDelayMs?: number;
  /** A payer who never comes back from 3-D Secure or PayPal: after this, the attempt is failed. */
  abandonAfterMs?: number;
  /** Limits, challenge and breaker around card contributions (decision 132). */
  cardDefences?: CardDefences;
};

/**
 * The payment ledger's rules (DESIGN §5), as `app.payments`: recompute the amount, keep one row per
 * idempotency key, drive the provider with that key, and move the row forward only, applying a
 * success exactly once (settle-payment.ts). One entry point per job; each job is its own file.
 */
export class PaymentService {
  readonly providers: PaymentProviders;
  readonly cardDefences: CardDefences | undefined;
  private readonly driver: PaymentDriver;
  private readonly abandonAfterMs: number;

  constructor(options: PaymentServiceOptions) {
    this.providers = options.providers;
    this.driver = new PaymentDriver({
      db: options.db,
      providers: options.providers,
      log: options.log,
      retries: options.providerRetries ?? 2,
      retryDelayMs: options.retryDelayMs ?? 100,
      cardDefences: options.cardDefences,
    });
    this.cardDefences = options.cardDefences;
    this.abandonAfterMs = options.abandonAfterMs ?? 24 * 60 * 60 * 1000;
  }

  /** ProcessCheckout, ApplePayCheckout, GooglePayCheckout and ProcessPayPal (start-contribution.ts). */
  start(input: StartPaymentInput): Promise<CheckoutAnswer> {
    return startContribution(this.driver, input);
  }

  /** A paid group card, pack or bulk upload (start-organiser-purchase.ts). */
  startOrganiser(input: StartOrganiserInput): Promise<CheckoutAnswer> {
    return startOrganiserPurchase(this.driver, input);
  }

  /** The 3-D Secure / PayPal return: settles and answers the page to send the payer to (handle-return.ts). */
  handleReturn(guid: string, options: ReturnOptions = {}): Promise<string> {
    return handleReturn(this.driver, guid, options);
  }

  /** Settles a row from what the provider says now: webhooks (refresh-payment.ts). */
  refresh(row: PaymentRow): Promise<PaymentRow> {
    return refreshPayment(this.driver, row);
  }

  /** The reconciliation job's pass (reconcile-payments.ts). */
  reconcile(options: ReconcileOptions = {}): Promise<{ checked: number; settled: number }> {
    return reconcilePayments(this.driver, this.abandonAfterMs, options);
  }

  providerNamed(name: ProviderName): PaymentProvider {
    return this.driver.providerNamed(name);
  }
}
