import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startIntervalJob } from './interval-job';

const log = Fastify({ logger: false }).log;

/** Work that stays running until `finish()` is called, counting its runs. */
function heldWork() {
  const state: { runs: number; finish: () => void } = { runs: 0, finish: () => undefined };
  const work = () =>
    new Promise<void>((resolve) => {
      state.runs += 1;
      state.finish = resolve;
    });
  return { state, work };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('an interval job woken up', () => {
  it('runs once more after the current run for wake-ups that came during it, never two at once', async () => {
    const { state, work } = heldWork();
    const job = startIntervalJob('test', 0, work, log);
    job.wake();
    expect(state.runs).toBe(1);
    // Three wake-ups while the run is under way: work may have arrived after it looked.
    job.wake();
    job.wake();
    job.wake();
    expect(state.runs).toBe(1);
    state.finish();
    await tick();
    expect(state.runs).toBe(2);
    state.finish();
    await tick();
    expect(state.runs).toBe(2);
    await job.stop();
  });

  it('stops without starting the run a wake-up asked for, once the current one ends', async () => {
    const { state, work } = heldWork();
    const job = startIntervalJob('test', 0, work, log);
    job.wake();
    job.wake();
    const stopped = job.stop();
    state.finish();
    await stopped;
    expect(state.runs).toBe(1);
    job.wake();
    expect(state.runs).toBe(1);
  });
});
