import pg from 'pg';

export type ListenHandlers = {
  /** A notification on the channel (its payload). */
  notice(payload: string): void;
  /** LISTEN is in place: from now on every committed notice arrives (after a loss: again). */
  listening(): void;
  /** The connection is gone or did not answer: notices may be missed until `listening` again. */
  lost(error: Error): void;
};

export type Listener = {
  /** The listening connection's backend pid while it is open (tests terminate it). */
  backendPid(): number | undefined;
  close(): Promise<void>;
};

/** How PostgreSQL lists the connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'groupgift read-version listener';

export type ListenerTiming = {
  /** Waits before each reconnection attempt in a row; the last repeats. */
  retryMs: number[];
  /** How often the connection is asked `select 1`, and how long it has to answer. */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
};

const TIMING: ListenerTiming = { retryMs: [100, 250, 500, 1_000, 2_000], heartbeatMs: 5_000, heartbeatTimeoutMs: 2_000 };

/** A channel name is an identifier: only plain ones are accepted, so it can go into LISTEN as is. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would go back to the pool and stop
 * listening), and keeps it so: a connection that errors, ends (PostgreSQL restarting, the backend
 * terminated) or misses a heartbeat is dropped, `lost` is called, and a new one is opened after a
 * short wait, again and again until `close`. Answers once the first attempt has listened or failed.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  timing: ListenerTiming = TIMING,
): Promise<Listener> {
  if (!IDENTIFIER.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let closed = false;
  let current: pg.Client | undefined;
  let pid: number | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    current = client;
    let heartbeat: NodeJS.Timeout | undefined;
    let dropped = false;
    const drop = (error: Error) => {
      if (dropped) return;
      dropped = true;
      clearInterval(heartbeat);
      if (current === client) {
        current = undefined;
        pid = undefined;
      }
      client.end().catch(() => undefined);
      if (closed) return;
      handlers.lost(error);
      const wait = timing.retryMs[Math.min(failures, timing.retryMs.length - 1)]!;
      failures += 1;
      retry = setTimeout(() => void open(), wait);
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query(`LISTEN ${channel}`);
      if (dropped || closed) return;
      pid = rows[0]?.pid;
      failures = 0;
      handlers.listening();
      heartbeat = setInterval(() => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the listening connection did not answer')), timing.heartbeatTimeoutMs);
        });
        Promise.race([client.query('select 1'), late])
          .catch((error: Error) => drop(error))
          .finally(() => clearTimeout(timer));
      }, timing.heartbeatMs);
    } catch (error) {
      drop(error as Error);
    }
  };

  await open();
  return {
    backendPid: () => pid,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
