import { describe, expect, it } from 'vitest';
import { NotifiedHeads } from './notified-heads';
import type { ReadHead } from './read-version';

/** A database stand-in: versions by guid, the lookups it was asked, and a way to hold one open. */
function fakeDatabase() {
  const versions = new Map<string, { id: number; version: number }>([
    ['a', { id: 1, version: 1 }],
    ['b', { id: 2, version: 1 }],
  ]);
  let lookups = 0;
  let hold: Promise<void> | undefined;
  const load = async (guid: string): Promise<ReadHead | null> => {
    lookups += 1;
    const row = versions.get(guid);
    // The answer is read before the hold: what a lookup in flight while a write commits sees.
    const answer = row && { id: row.id, version: String(row.version), isClosed: false, closeDate: new Date(0) };
    if (hold) await hold;
    return answer ?? null;
  };
  return {
    load,
    lookups: () => lookups,
    write: (guid: string) => {
      versions.get(guid)!.version += 1;
    },
    holdLookups() {
      let release = () => undefined as void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('NotifiedHeads', () => {
  it('answers a kept head with no lookup until a notice for that collection, and only for that one', async () => {
    const db = fakeDatabase();
    const heads = new NotifiedHeads(db.load, { trustMs: 60_000, listening: true });
    await heads.get('a');
    await heads.get('b');
    expect((await heads.get('a'))?.version).toBe('1');
    expect(db.lookups()).toBe(2);
    db.write('a');
    heads.moved(1);
    expect((await heads.get('a'))?.version).toBe('2');
    await heads.get('b');
    expect(db.lookups()).toBe(3);
  });

  it('does not keep a head whose collection was announced while it was being looked up', async () => {
    const db = fakeDatabase();
    const heads = new NotifiedHeads(db.load, { trustMs: 60_000, listening: true });
    const release = db.holdLookups();
    const pending = heads.get('a');
    db.write('a');
    heads.moved(1);
    release();
    expect((await pending)?.version).toBe('1');
    // Not kept: the next read asks again and sees the write.
    expect((await heads.get('a'))?.version).toBe('2');
    expect(db.lookups()).toBe(2);
  });

  it('forgets every head when this server commits a write, and ignores lookups begun before', async () => {
    const db = fakeDatabase();
    const heads = new NotifiedHeads(db.load, { trustMs: 60_000, listening: true });
    await heads.get('a');
    const release = db.holdLookups();
    const pending = heads.get('b');
    heads.flush();
    release();
    await pending;
    expect(heads.size).toBe(0);
    await heads.get('a');
    expect(db.lookups()).toBe(3);
  });

  it('asks on every read while notices are not heard, and starts afresh when they are again', async () => {
    const db = fakeDatabase();
    const heads = new NotifiedHeads(db.load, { trustMs: 60_000, listening: false });
    await heads.get('a');
    await heads.get('a');
    expect(db.lookups()).toBe(2);
    heads.resume();
    await heads.get('a');
    await heads.get('a');
    expect(db.lookups()).toBe(3);
    // Lost: a write now would go unannounced, so the kept head is no longer trusted.
    heads.suspend();
    db.write('a');
    expect((await heads.get('a'))?.version).toBe('2');
    expect((await heads.get('a'))?.version).toBe('2');
    expect(db.lookups()).toBe(5);
    expect(heads.trusting).toBe(false);
  });

  it('trusts a head for trustMs at most, so a lost notice is seen within that bound', async () => {
    const db = fakeDatabase();
    let now = 1_000;
    const heads = new NotifiedHeads(db.load, { trustMs: 5_000, listening: true, now: () => now });
    await heads.get('a');
    db.write('a'); // and its notice is lost
    now += 4_999;
    expect((await heads.get('a'))?.version).toBe('1');
    now += 1;
    expect((await heads.get('a'))?.version).toBe('2');
    expect(db.lookups()).toBe(2);
  });

  it('keeps nothing when told to trust for 0 ms: every read asks, as before notices', async () => {
    const db = fakeDatabase();
    const heads = new NotifiedHeads(db.load, { trustMs: 0, listening: true });
    await heads.get('a');
    await heads.get('a');
    expect(db.lookups()).toBe(2);
    expect(heads.size).toBe(0);
  });

  it('does not keep a collection that does not exist', async () => {
    const db = fakeDatabase();
    const heads = new NotifiedHeads(db.load, { trustMs: 60_000, listening: true });
    expect(await heads.get('missing')).toBeNull();
    expect(await heads.get('missing')).toBeNull();
    expect(db.lookups()).toBe(2);
  });

  it('peeks at a trusted head without a lookup, and at nothing it would have to ask for (decision 174)', async () => {
    const db = fakeDatabase();
    let now = 0;
    const heads = new NotifiedHeads(db.load, { trustMs: 5_000, listening: true, now: () => now });
    expect(heads.peek('a')).toBeUndefined();
    await heads.get('a');
    await heads.get('b');
    expect(heads.peek('a')?.version).toBe('1');
    heads.moved(1);
    expect(heads.peek('a')).toBeUndefined();
    expect(heads.peek('b')?.version).toBe('1');
    now += 5_000;
    expect(heads.peek('b')).toBeUndefined();
    await heads.get('b');
    heads.suspend();
    expect(heads.peek('b')).toBeUndefined();
    expect(db.lookups()).toBe(3);
  });
});
