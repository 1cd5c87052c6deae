import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { coverPages, groupCards } from '../schema/group-cards';
import { invitees } from '../schema/invitees';
import { messages } from '../schema/messages';
import { organisers } from '../schema/organisers';
import { packs } from '../schema/packs';
import { planSubscriptions, plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';
import { seedDemoData } from './seed-demo-data';

const { db } = useTestApp();

async function snapshot(d: AppDatabase) {
  const tables = {
    collections,
    groupCards,
    coverPages,
    messages,
    invitees,
    organisers,
    plans,
    planSubscriptions,
    packs,
    promoCodes,
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = await d.select().from(table).orderBy(asc(table.id));
  return out;
}

describe('demo seed', () => {
  it('is idempotent: a second run leaves exactly the same rows', async () => {
    const d = db().handle.db;
    await seedDemoData(d);
    const first = await snapshot(d);
    await seedDemoData(d);
    const second = await snapshot(d);
    expect(second).toEqual(first);
    expect(first.collections).toHaveLength(28);
    expect(first.organisers).toHaveLength(1);
  });

  it('puts back demo settings that were changed', async () => {
    const d = db().handle.db;
    await d.update(collections).set({ description: 'changed' });
    await seedDemoData(d);
    const rows = await d.select({ description: collections.description }).from(collections);
    expect(rows.some((r) => r.description === 'changed')).toBe(false);
  });

  it('keeps the collected and joined figures that payments changed, so a restart loses no contribution', async () => {
    const d = db().handle.db;
    await d.update(collections).set({ soFarCollectedCents: 123_456, joinedCount: 42 });
    await seedDemoData(d);
    const rows = await d.select({ cents: collections.soFarCollectedCents, joined: collections.joinedCount }).from(collections);
    expect(rows.every((r) => r.cents === 123_456 && r.joined === 42)).toBe(true);
  });
});
