import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config';
import { useTestApp } from '../../../test/use-test-app';

const { app } = useTestApp();

describe('the readiness check', () => {
  it('is ready while serving, and 503 once the server drains; liveness stays 200', async () => {
    const ready = await app().inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', redis: 'none' });
    expect(ready.headers['cache-control']).toBe('no-store');

    app().readiness.drain();
    const draining = await app().inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().error.code).toBe('service_unavailable');
    expect((await app().inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'alive' });
  });

  it('reads the drain delay and the in-flight bound from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).shutdown).toEqual({ drainDelayMs: 5_000, timeoutMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2000' }).shutdown).toEqual({
      drainDelayMs: 0,
      timeoutMs: 2_000,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
