/*
 * In-process nudge from the enqueue path to this process's outbox worker, so a reset mail does not
 * wait for the next interval tick. It carries no data and is only a hint: a nudge that reaches
 * another app in the same process costs one empty claim, and a mail queued by another server is
 * still picked up by the interval.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` whenever mail is queued in this process; answers the unsubscribe. */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalMailQueued(): void {
  for (const listener of listeners) listener();
}
