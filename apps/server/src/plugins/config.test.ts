import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const issuesOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data with demo data on, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('/data')).toBe(true);
    expect(config.demoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with demo data off unless asked for', () => {
    const url = 'postgres://u@db:5432/app';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({
      database: { kind: 'postgres', url },
      demoData: false,
    });
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('refuses bad values and names each variable', () => {
    expect(issuesOf({ PORT: 'abc' }).map((i) => i.variable)).toEqual(['PORT']);
    expect(
      issuesOf({ PORT: '70000', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' })
        .map((i) => i.variable)
        .sort(),
    ).toEqual(['DATABASE_URL', 'DEMO_DATA', 'PORT']);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
