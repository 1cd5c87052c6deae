/** Which database the API tests run on: TEST_DB=pglite (default) or TEST_DB=postgres. */
export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(env: NodeJS.ProcessEnv = process.env): TestDbKind {
  const value = (env.TEST_DB ?? 'pglite').toLowerCase();
  if (value !== 'pglite' && value !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, not "${value}"`);
  return value;
}

export const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testPgUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_PG_URL || DEFAULT_TEST_PG_URL;
}

/** The same server URL pointed at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      | { kind: 'pglite'; templateDir: string }
      | { kind: 'postgres'; adminUrl: string; templateName: string; prefix: string; cloneOptions: string };
  }
}
