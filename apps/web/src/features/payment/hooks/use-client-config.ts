import { useCallback, useEffect, useState } from 'react';
import { getClientConfig, type ClientConfig } from '../api/get-client-config';

export type ClientConfigState = { status: 'loading' } | { status: 'ready'; config: ClientConfig } | { status: 'failed'; message: string };

/** Loads the payment config of a collection once per visit to the payment step, with a retry. */
export function useClientConfig(collectionGuid: string): ClientConfigState & { retry: () => void } {
  const [state, setState] = useState<ClientConfigState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getClientConfig(collectionGuid, controller.signal).then(
      (config) => setState({ status: 'ready', config }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[payment] client config failed', error);
        setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [collectionGuid, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, retry };
}
