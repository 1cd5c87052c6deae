import type {
  MagicMessageReportRequest,
  MagicMessageReportResponse,
  MmwTrackingDetailsRequest,
} from '@groupgift/domain';

/*
 * Usage of the writer, without any message text. There is no table for it yet, so events are
 * written as structured log lines (the durable record) and kept in a bounded in-memory window
 * that the report reads. The report therefore covers this process since it started.
 */
export type UsageEvent = MmwTrackingDetailsRequest & { at: Date };

export type UsageTracker = {
  record(details: MmwTrackingDetailsRequest): UsageEvent;
  report(filter: MagicMessageReportRequest): MagicMessageReportResponse;
};

const DEFAULT_CAPACITY = 50_000;

export function createUsageTracker(options: { capacity?: number; now?: () => Date } = {}): UsageTracker {
  const capacity = options.capacity ?? DEFAULT_CAPACITY;
  const now = options.now ?? (() => new Date());
  const events: UsageEvent[] = [];

  const bump = (counts: Record<string, number>, key: string | undefined) => {
    if (key !== undefined) counts[key] = (counts[key] ?? 0) + 1;
  };

  return {
    record(details) {
      const event: UsageEvent = { ...details, at: now() };
      events.push(event);
      if (events.length > capacity) events.splice(0, events.length - capacity);
      return event;
    },
    report({ collectionGuid, from, to }) {
      const fromTime = from ? Date.parse(from) : Number.NEGATIVE_INFINITY;
      const toTime = to ? Date.parse(to) : Number.POSITIVE_INFINITY;
      const byEvent: Record<string, number> = {};
      const byOccasion: Record<string, number> = {};
      const byTone: Record<string, number> = {};
      let total = 0;
      for (const event of events) {
        const time = event.at.getTime();
        if (time < fromTime || time > toTime) continue;
        if (collectionGuid && event.collectionGuid !== collectionGuid) continue;
        total++;
        bump(byEvent, event.event);
        bump(byOccasion, event.occasion);
        bump(byTone, event.tone);
      }
      return { from: from ?? null, to: to ?? null, total, byEvent, byOccasion, byTone };
    },
  };
}
