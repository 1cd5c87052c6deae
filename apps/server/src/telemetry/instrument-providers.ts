import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { PayoutProvider } from '../payment-providers/payout-provider';
import type { PayoutProviders } from '../payment-providers/select-payout-providers';
import type { PaymentProvider } from '../payment-providers/provider';
import type { PaymentProviders } from '../payment-providers/select-providers';
import { providerCallErrors, providerCallSeconds } from './event-metrics';

const tracer = trace.getTracer('groupgift-providers');

type Kind = 'payment' | 'payout';

/**
 * Wraps one provider so that every call through its port is timed, counted when it throws and
 * traced as a client span (decisions 153, 154). Wrapping the port once here, rather than each call
 * site, means a new caller or a new method is measured without anyone remembering to. Synchronous
 * methods (clientConfig) pass through untimed; the object's own state is the original's.
 */
function instrumented<P extends { readonly name: string }>(provider: P, kind: Kind): P {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => timed(target, kind, property, () => method.apply(target, args));
    },
  });
}

function timed(provider: { readonly name: string }, kind: Kind, operation: string, call: () => unknown): unknown {
  const labels = { provider: provider.name, kind, operation };
  return tracer.startActiveSpan(
    `${provider.name} ${operation}`,
    { kind: SpanKind.CLIENT, attributes: { 'groupgift.provider': provider.name, 'groupgift.provider.kind': kind } },
    (span) => {
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      let answer: unknown;
      try {
        answer = call();
      } catch (error) {
        failed(labels, seconds(), span, error);
        throw error;
      }
      if (!(answer instanceof Promise)) {
        span.end();
        return answer;
      }
      return answer.then(
        (result: unknown) => {
          providerCallSeconds.observe({ ...labels, result: 'ok' }, seconds());
          span.end();
          return result;
        },
        (error: unknown) => {
          failed(labels, seconds(), span, error);
          throw error;
        },
      );
    },
  );
}

function failed(
  labels: { provider: string; kind: Kind; operation: string },
  seconds: number,
  span: ReturnType<typeof tracer.startSpan>,
  error: unknown,
): void {
  const name = error instanceof Error ? error.name : 'Error';
  const type = name === 'ProviderError' || name === 'ProviderRequestError' ? name : 'other';
  providerCallSeconds.observe({ ...labels, result: 'error' }, seconds);
  providerCallErrors.inc({ ...labels, error: type });
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: name });
  span.end();
}

/** Every role's provider wrapped once: the same provider in two roles stays one wrapped object. */
export function instrumentPaymentProviders(providers: PaymentProviders): PaymentProviders {
  const wrapped = new Map<PaymentProvider, PaymentProvider>();
  const wrap = (p: PaymentProvider) => wrapped.get(p) ?? wrapped.set(p, instrumented(p, 'payment')).get(p)!;
  return {
    ...providers,
    cards: { US: wrap(providers.cards.US), AU: wrap(providers.cards.AU) },
    paypal: wrap(providers.paypal),
    all: providers.all.map(wrap),
  };
}

export function instrumentPayoutProviders(providers: PayoutProviders): PayoutProviders {
  const wrapped = new Map<PayoutProvider, PayoutProvider>();
  const wrap = (p: PayoutProvider) => wrapped.get(p) ?? wrapped.set(p, instrumented(p, 'payout')).get(p)!;
  return {
    ...providers,
    providerFor: (method, market) => {
      const provider = providers.providerFor(method, market);
      return provider && wrap(provider);
    },
    byName: Object.fromEntries(Object.entries(providers.byName).map(([name, p]) => [name, wrap(p)])),
    all: providers.all.map(wrap),
  };
}
