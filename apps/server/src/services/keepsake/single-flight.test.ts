import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one call among those made while it is under way, and asks afresh after', async () => {
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    const load = singleFlight((key) => {
      calls += 1;
      return new Promise<string>((resolve) => (release = (v) => resolve(`${key}:${v}`)));
    });
    const together = [load('a'), load('a'), load('a')];
    expect(calls).toBe(1);
    release('1');
    expect(await Promise.all(together)).toEqual(['a:1', 'a:1', 'a:1']);
    const later = load('a');
    expect(calls).toBe(2);
    release('2');
    expect(await later).toBe('a:2');
  });

  it('shares a failure too, and forgets it', async () => {
    let calls = 0;
    const load = singleFlight(async () => {
      calls += 1;
      throw new Error('not found');
    });
    await expect(Promise.all([load('x'), load('x')])).rejects.toThrow('not found');
    expect(calls).toBe(1);
    await expect(load('x')).rejects.toThrow('not found');
    expect(calls).toBe(2);
  });
});
