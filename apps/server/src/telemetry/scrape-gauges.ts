import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { queueFigures, type QueueFigures } from '../db/repositories/operations-repository';
import { serversSeen } from '../plugins/server-presence';
import { balanceMismatches } from '../services/ledger/ledger-check';
import { cachedRead } from './cached-read';

/** Queue figures are a few index reads: fresh enough for a 15 s scrape, and never more than one read per 5 s. */
const QUEUES = { maxAgeMs: 5_000, timeoutMs: 2_000 };
/** The ledger check scans every collection's entries: at most once a minute per server. */
const LEDGER = { maxAgeMs: 60_000, timeoutMs: 5_000 };
const PRESENCE = { maxAgeMs: 5_000, timeoutMs: 500 };

type GaugeSpec = { name: string; help: string; labelNames?: readonly string[] };

/**
 * The gauges read when Prometheus scrapes (decision 153): queue depths and ages from the database,
 * the ledger check, the connection pool, Redis and the servers seen. Each source is read through
 * cachedRead, so a scrape storm costs the database one read per source per period, and
 * `groupgift_metrics_source_up` says whether a source answered in time (its gauges keep their last
 * figures when it did not).
 */
export function registerScrapeGauges(app: FastifyInstance, registry: Registry, reconcileGraceMs: number): void {
  const gauge = (spec: GaugeSpec, collect: (g: Gauge) => void | Promise<void>) =>
    new Gauge({
      ...spec,
      labelNames: spec.labelNames ?? [],
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });

  const answered = <T>(value: T | undefined): value is T => value !== undefined;
  const queues = cachedRead(() => queueFigures(app.db, reconcileGraceMs), QUEUES);
  const ledger = cachedRead(async () => (await balanceMismatches(app.db)).length, LEDGER);
  const redis = app.redis;
  const servers = cachedRead(() => serversSeen(redis), PRESENCE);

  // The sources are cached, so asking them here as well as in their gauges reads nothing twice.
  const sources = { queues, ledger, presence: servers };
  gauge({ name: 'groupgift_metrics_source_up', help: 'Whether a source of these gauges answered this scrape in time (1) or not (0)', labelNames: ['source'] }, async (g) => {
    await Promise.all(Object.entries(sources).map(async ([source, read]) => g.set({ source }, (await read()) === undefined ? 0 : 1)));
  });

  const fromQueues = (spec: GaugeSpec, pick: (q: QueueFigures, g: Gauge) => void) =>
    gauge(spec, async (g) => {
      const figures = await queues();
      if (answered(figures)) pick(figures, g);
    });
  fromQueues({ name: 'groupgift_outbox_pending', help: 'Mails queued in the outbox and not sent yet' }, (q, g) => g.set(q.outboxPending));
  fromQueues({ name: 'groupgift_outbox_oldest_pending_age_seconds', help: 'How long the oldest unsent mail has waited (0 when none waits)' }, (q, g) =>
    g.set(q.outboxOldestSeconds),
  );
  fromQueues({ name: 'groupgift_outbox_failed', help: 'Mails given up on after their retries' }, (q, g) => g.set(q.outboxFailed));
  fromQueues(
    { name: 'groupgift_reconciliation_backlog', help: 'Payments (created or pending) and redemptions (processing) left open past the reconciliation grace', labelNames: ['kind'] },
    (q, g) => {
      g.set({ kind: 'payment' }, q.paymentsToReconcile);
      g.set({ kind: 'redemption' }, q.redemptionsToReconcile);
    },
  );
  fromQueues(
    { name: 'groupgift_reconciliation_lag_seconds', help: 'How long the oldest of the reconciliation backlog has gone untouched (0 when none)', labelNames: ['kind'] },
    (q, g) => {
      g.set({ kind: 'payment' }, q.paymentsReconcileLagSeconds);
      g.set({ kind: 'redemption' }, q.redemptionsReconcileLagSeconds);
    },
  );
  fromQueues({ name: 'groupgift_scheduled_deliveries_due', help: 'Scheduled deliveries whose time has come and that are not delivered yet' }, (q, g) =>
    g.set(q.deliveriesDue),
  );

  gauge({ name: 'groupgift_ledger_mismatched_collections', help: 'Collections whose balance, ledger entries and payments disagree (the ledger check, decision 111)' }, async (g) => {
    const count = await ledger();
    if (answered(count)) g.set(count);
  });

  // Registered on every server so that the dashboard's names are always known; the embedded
  // database has no pool, so there it has no series.
  const pool = app.database.poolUse;
  gauge({ name: 'groupgift_db_pool_connections', help: 'PostgreSQL connections of this server by state (open, idle, max) and requests waiting for one', labelNames: ['state'] }, (g) => {
    const use = pool?.();
    if (use) for (const state of ['open', 'idle', 'waiting', 'max'] as const) g.set({ state }, use[state]);
  });
  gauge({ name: 'groupgift_redis_connected', help: 'Whether this server is connected to Redis (1) or not, or has none (0)' }, (g) =>
    g.set(redis?.status === 'ready' ? 1 : 0),
  );
  gauge({ name: 'groupgift_servers_seen', help: 'Servers of this site alive in the presence list (this one alone without Redis)' }, async (g) => {
    const count = await servers();
    if (answered(count)) g.set(count);
  });
}
