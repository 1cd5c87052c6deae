import { createHash } from 'node:crypto';
import type { Config } from './config';

/*
 * Secrets that must be the same on every server of a site (decision 116): a token signed or sealed
 * by one server is checked by whichever server the next request reaches. Unset, each process makes
 * up its own (or, for the sandbox's webhooks, uses a public default), which is fine for one server only.
 */

// payments-config.ts's default for SANDBOX_WEBHOOK_SECRET: known to anyone, so it counts as unset.
const PUBLIC_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_local';

type SharedSecret = { variable: string; value: string | undefined };

function sharedSecrets(config: Config): SharedSecret[] {
  const secrets: SharedSecret[] = [
    { variable: 'PREVIEW_TOKEN_SECRET', value: config.previewTokenSecret },
    { variable: 'RECEIPT_TOKEN_SECRET', value: config.payments.receiptTokenSecret },
  ];
  if (config.payments.sandboxAllowed) {
    const sandbox = config.payments.sandboxWebhookSecret;
    secrets.push({ variable: 'SANDBOX_WEBHOOK_SECRET', value: sandbox === PUBLIC_SANDBOX_WEBHOOK_SECRET ? undefined : sandbox });
  }
  return secrets;
}

/** What a server tells the others about its secrets: which are unset, and a fingerprint of each set one. */
export type SecretsSummary = { unset: string[]; fingerprints: Record<string, string> };

export function summariseSecrets(config: Config): SecretsSummary {
  const summary: SecretsSummary = { unset: [], fingerprints: {} };
  for (const { variable, value } of sharedSecrets(config)) {
    if (value === undefined) summary.unset.push(variable);
    // A one-way, truncated hash: enough to tell two values apart, useless to recover a 32-character secret.
    else summary.fingerprints[variable] = createHash('sha256').update(`gg-shared-secret:${variable}:${value}`).digest('hex').slice(0, 16);
  }
  return summary;
}

/**
 * Why this server may not run beside `others` (each named by its id), or null when it may: a secret
 * unset here or there, or set to a different value.
 */
export function secretsConflict(mine: SecretsSummary, others: { id: string; secrets: SecretsSummary }[]): string | null {
  if (others.length === 0) return null;
  const names = others.map((o) => o.id).join(', ');
  const unsetHere = mine.unset[0];
  if (unsetHere) return `${unsetHere} must be set when more than one server runs (other servers: ${names})`;
  for (const other of others) {
    const unsetThere = other.secrets.unset[0];
    if (unsetThere) return `${unsetThere} must be set on every server; server ${other.id} runs without it`;
    for (const [variable, fingerprint] of Object.entries(mine.fingerprints)) {
      const theirs = other.secrets.fingerprints[variable];
      if (theirs !== undefined && theirs !== fingerprint)
        return `${variable} must be the same on every server; server ${other.id} has another value`;
    }
  }
  return null;
}
