/**
 * Fault knobs, so tests can make the sandbox misbehave the way real providers and networks do.
 * Rates are probabilities per call (0..1); `failNext` queues exact faults for deterministic tests.
 */
export interface FaultSettings {
  /** Added before every answer. */
  latencyMs: number;
  /** Answer 503 before anything happens (nothing is charged). */
  serverErrorRate: number;
  /** The operation happens, but the answer takes longer than the caller waits (`timeoutMs`). */
  timeoutRate: number;
  /** The operation happens, then the connection drops: the caller sees an error, not the outcome. */
  lostResponseRate: number;
  /** How long a timing-out call hangs before the caller gives up. */
  timeoutMs: number;
}

export type FaultKind = 'server_error' | 'timeout' | 'lost_response';

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  serverErrorRate: 0,
  timeoutRate: 0,
  lostResponseRate: 0,
  timeoutMs: 1000,
};

export class FaultInjector {
  private settings: FaultSettings;
  private readonly queued: FaultKind[] = [];

  constructor(
    settings: Partial<FaultSettings> = {},
    private readonly random: () => number = Math.random,
  ) {
    this.settings = { ...NO_FAULTS, ...settings };
  }

  configure(settings: Partial<FaultSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  current(): FaultSettings {
    return { ...this.settings };
  }

  /** The next `times` calls (of any operation) suffer this fault, in the order queued. */
  failNext(kind: FaultKind, times = 1): void {
    for (let i = 0; i < times; i += 1) this.queued.push(kind);
  }

  reset(): void {
    this.settings = { ...NO_FAULTS };
    this.queued.length = 0;
  }

  /** Decides once per call which fault, if any, it suffers. */
  draw(): FaultKind | undefined {
    const next = this.queued.shift();
    if (next) return next;
    // Draws only for enabled knobs, so a seeded random stays predictable for the other users of it.
    const hit = (rate: number) => rate > 0 && this.random() < rate;
    if (hit(this.settings.serverErrorRate)) return 'server_error';
    if (hit(this.settings.timeoutRate)) return 'timeout';
    if (hit(this.settings.lostResponseRate)) return 'lost_response';
    return undefined;
  }
}
