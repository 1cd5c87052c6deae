/**
 * A start refused for bad settings, naming each variable. Its own file so that every reader of a
 * part of the environment (web-runtime-config.ts and the like) can throw it without importing
 * config.ts, which imports them.
 */
export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid configuration: ${issues.map((i) => `${i.variable} ${i.message}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses one part of the environment, or refuses the start naming each bad variable. */
export function parseEnv<T>(
  schema: { safeParse(env: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  env: Record<string, string | undefined>,
): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? 'environment'), message: issue.message })));
}
