import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * pino's mixin (decision 154): every line logged while a span is active carries its trace and span
 * ids, so a log line leads to its trace and back. With tracing off there is no active span and
 * this adds nothing (one lookup that finds none).
 */
export function traceIdsForLog(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}
