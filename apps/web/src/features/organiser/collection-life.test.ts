import { describe, expect, it } from 'vitest';
import { collectionStage, nextStep, peopleIn, type CollectionLifeFacts } from './collection-life';

const NOW = new Date('2026-12-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

function facts(overrides: Partial<CollectionLifeFacts> = {}): CollectionLifeFacts {
  return { status: 'open', closeDate: inDays(7), joined: 0, signed: 0, hasCard: true, takesMoney: true, delivery: null, ...overrides };
}

describe('collection stage', () => {
  it('invites first while nobody has joined, even close to the end', () => {
    expect(collectionStage(facts(), NOW)).toBe('invite');
    expect(collectionStage(facts({ closeDate: inDays(1) }), NOW)).toBe('invite');
    expect(collectionStage(facts({ status: 'suspended' }), NOW)).toBe('invite');
  });

  it('shows progress once someone signed or paid, until two days before the close', () => {
    expect(collectionStage(facts({ signed: 1 }), NOW)).toBe('gather');
    expect(collectionStage(facts({ joined: 1, hasCard: false }), NOW)).toBe('gather');
    expect(collectionStage(facts({ signed: 3, closeDate: inDays(2.1) }), NOW)).toBe('gather');
    expect(collectionStage(facts({ signed: 3, closeDate: inDays(2) }), NOW)).toBe('deliver');
  });

  it('puts delivery first when closed with people in, or scheduled; done once delivered', () => {
    expect(collectionStage(facts({ signed: 2, status: 'closed' }), NOW)).toBe('deliver');
    expect(collectionStage(facts({ signed: 2, closeDate: inDays(-1), status: 'closed' }), NOW)).toBe('deliver');
    const scheduled = { status: 'scheduled' as const, scheduledAt: inDays(3), deliveredAt: null, openedAt: null };
    expect(collectionStage(facts({ signed: 2, delivery: scheduled }), NOW)).toBe('deliver');
    const delivered = { status: 'delivered' as const, scheduledAt: null, deliveredAt: inDays(-1), openedAt: null };
    expect(collectionStage(facts({ signed: 2, status: 'closed', delivery: delivered }), NOW)).toBe('done');
  });

  it('closed with nobody in shows the (empty) progress, not an invitation that would turn people away', () => {
    expect(collectionStage(facts({ status: 'closed' }), NOW)).toBe('gather');
  });

  it('counts signatures on a card and contributions without one', () => {
    expect(peopleIn({ hasCard: true, signed: 2, joined: 3 })).toBe(3);
    expect(peopleIn({ hasCard: true, signed: 4, joined: 1 })).toBe(4);
    expect(peopleIn({ hasCard: false, signed: 0, joined: 5 })).toBe(5);
  });
});

describe('next step', () => {
  it('says share the link before anyone joins', () => {
    expect(nextStep(facts(), NOW)).toEqual({ kind: 'share' });
  });

  it('says how many signed and when to deliver while open', () => {
    expect(nextStep(facts({ signed: 3, closeDate: inDays(7) }), NOW)).toEqual({ kind: 'signed', count: 3, date: inDays(7) });
    expect(nextStep(facts({ joined: 2, hasCard: false }), NOW)).toEqual({ kind: 'chippedIn', count: 2, date: inDays(7) });
  });

  it('says deliver now (or withdraw, without a card) once closed', () => {
    expect(nextStep(facts({ signed: 3, status: 'closed', closeDate: inDays(-1) }), NOW)).toEqual({ kind: 'deliverNow', count: 3 });
    expect(nextStep(facts({ joined: 4, hasCard: false, status: 'closed' }), NOW)).toEqual({ kind: 'withdraw', count: 4 });
  });

  it('says scheduled, delivered, suspended and reopen', () => {
    const scheduled = { status: 'scheduled' as const, scheduledAt: inDays(3), deliveredAt: null, openedAt: null };
    expect(nextStep(facts({ signed: 2, delivery: scheduled }), NOW)).toEqual({ kind: 'scheduled', date: inDays(3) });
    const delivered = { status: 'delivered' as const, scheduledAt: null, deliveredAt: inDays(-1), openedAt: null };
    expect(nextStep(facts({ signed: 2, delivery: delivered }), NOW)).toEqual({ kind: 'delivered', date: inDays(-1) });
    expect(nextStep(facts({ signed: 2, status: 'suspended' }), NOW)).toEqual({ kind: 'suspended' });
    expect(nextStep(facts({ status: 'closed' }), NOW)).toEqual({ kind: 'reopen' });
  });
});
