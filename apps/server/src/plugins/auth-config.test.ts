import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';

describe('organiser session settings', () => {
  it('defaults to a 2-hour idle window, 30-day sessions and 60-minute reset links', () => {
    const { auth } = loadConfig({});
    expect(auth).toMatchObject({
      sessionIdleMs: 2 * 3_600_000,
      sessionMaxAgeMs: 30 * 86_400_000,
      passwordResetMs: 3_600_000,
      cookieSecure: 'auto',
      loginRateLimit: { max: 10, windowMs: 60_000 },
    });
  });

  it('reads the variables and refuses nonsense', () => {
    const { auth } = loadConfig({ SESSION_IDLE_MINUTES: '15', COOKIE_SECURE: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    expect(auth.sessionIdleMs).toBe(15 * 60_000);
    expect(auth.cookieSecure).toBe(true);
    expect(auth.loginRateLimit.max).toBe(3);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(ConfigError);
  });
});
