import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildTestApp } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { findRepoRoot } from '../lib/repo-root';

/*
 * The dashboard and the alert rules in ops/ (decision 153) are read by Grafana and Prometheus, not by
 * us: a renamed metric would leave a panel empty and an alert silent without any error. So each must
 * parse, and every metric an expression names must be one /metrics answers.
 */

const root = findRepoRoot();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
type Rule = { alert: string; expr: string; annotations: { runbook: string } };
const rules = (parse(read('ops/prometheus/alerts.yml')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(read('ops/grafana/groupgift.json')) as { panels: { title: string; targets: { expr: string }[] }[] };

const METRIC = /\b(?:groupgift|nodejs|process)_[a-z0-9_]+/g;
/** A histogram answers its series under these suffixes. */
const baseName = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

describe('ops/: the dashboard and the alert rules', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let known: Set<string>;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildTestApp(db.handle);
    known = new Set(app.metricsRegistry.getMetricsAsArray().map((m) => m.name));
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  const unknownIn = (expr: string) => [...expr.matchAll(METRIC)].map((m) => m[0]).filter((name) => !known.has(name) && !known.has(baseName(name)));

  it('has the alerts the issue asks for, each naming only metrics the servers answer', () => {
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'GroupGiftPaymentFailureRateHigh',
        'GroupGiftHttp5xxRateHigh',
        'GroupGiftOutboxMailStuck',
        'GroupGiftReconciliationLagging',
        'GroupGiftLedgerMismatch',
        'GroupGiftProviderErrorRateHigh',
      ]),
    );
    for (const rule of rules) {
      expect(rule.expr.match(METRIC), rule.alert).not.toBeNull();
      expect(unknownIn(rule.expr), rule.alert).toEqual([]);
    }
  });

  it('gives each alert a runbook in the README under its name', () => {
    const readme = read('README.md');
    for (const rule of rules) {
      expect(rule.annotations.runbook).toBe(`README.md#${rule.alert.toLowerCase()}`);
      expect(readme, rule.alert).toMatch(new RegExp(`^#### ${rule.alert}\\n\\n\\S`, 'm'));
    }
  });

  it('draws every dashboard panel from metrics the servers answer', () => {
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) expect(unknownIn(target.expr), panel.title).toEqual([]);
    }
  });
});
