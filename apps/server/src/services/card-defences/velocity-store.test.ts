import { describe, expect, it, vi } from 'vitest';
import { FallbackVelocityStore, MemoryVelocityStore, type VelocityStore } from './velocity-store';

describe('the velocity sets', () => {
  it('count members within each window, a member added again once, and drop old ones', async () => {
    const store = new MemoryVelocityStore();
    const at = 1_000_000;
    expect(await store.add([{ key: 'k', member: 'a', windowMs: 1_000 }], at)).toEqual([1]);
    expect(await store.add([{ key: 'k', member: 'b', windowMs: 1_000 }], at + 500)).toEqual([2]);
    expect(await store.add([{ key: 'k', member: 'a', windowMs: 1_000 }], at + 600)).toEqual([2]);
    expect(await store.count([{ key: 'k', windowMs: 1_000 }], at + 1_550)).toEqual([1]);
    await store.move([{ from: 'k', member: 'a', to: { key: 'moved', windowMs: 1_000 } }], at + 1_560);
    expect(await store.count([{ key: 'k', windowMs: 1_000 }, { key: 'moved', windowMs: 1_000 }], at + 1_560)).toEqual([0, 1]);
  });

  it('let one caller claim a flag until it expires', async () => {
    const store = new MemoryVelocityStore();
    expect(await store.claim('f', 60_000)).toBe(true);
    expect(await store.claim('f', 60_000)).toBe(false);
    expect(await store.flagLeftMs('f')).toBeGreaterThan(59_000);
    expect(await store.flagLeftMs('other')).toBe(0);
  });

  it('fall back to the process counters when Redis fails, rather than letting everything through', async () => {
    const failing = new Proxy({} as VelocityStore, {
      get: () => () => Promise.reject(new Error('Connection is closed.')),
    });
    const noticed = vi.fn();
    const store = new FallbackVelocityStore(failing, new MemoryVelocityStore(), noticed);
    await store.add([{ key: 'k', member: 'a', windowMs: 60_000 }], Date.now());
    expect(await store.count([{ key: 'k', windowMs: 60_000 }], Date.now())).toEqual([1]);
    expect(noticed).toHaveBeenCalled();
  });
});
