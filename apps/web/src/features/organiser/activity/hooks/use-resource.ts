import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';

export type Resource<T> = {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: ApiError | undefined;
  reload: () => Promise<void>;
  /** Replaces the data with what a write answered, without a round trip. */
  setData: (next: T) => void;
};

/**
 * Loads one organiser resource and keeps it while a reload runs (no flashing tables). A 401 means
 * the session ended: the organiser is sent to log in and brought back here afterwards.
 */
export function useResource<T>(load: (signal?: AbortSignal) => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [state, setState] = useState<{ status: Resource<T>['status']; data?: T; error?: ApiError }>({ status: 'loading' });
  const navigate = useNavigate();
  const location = useLocation();
  const loadRef = useRef(load);
  loadRef.current = load;
  const whereRef = useRef(location.pathname + location.search);
  whereRef.current = location.pathname + location.search;

  const run = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const data = await loadRef.current(signal);
        if (!signal?.aborted) setState({ status: 'ready', data });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          void navigate(`/login?next=${encodeURIComponent(whereRef.current)}`, { replace: true });
          return;
        }
        const apiError = error instanceof ApiError ? error : undefined;
        setState((previous) => ({ status: 'error', data: previous.data, error: apiError }));
      }
    },
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    void run(controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [run, ...deps]);

  const reload = useCallback(() => run(), [run]);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { status: state.status, data: state.data, error: state.error, reload, setData };
}
