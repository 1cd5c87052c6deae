import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from './api-client';

/** Where a load stands; the data of an earlier load stays while a new one runs or after it fails. */
export type ResourceState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  /** `error` is the API's refusal (a 404: the thing is not there), undefined for anything else. */
  | { status: 'error'; data: T | undefined; error: ApiError | undefined };

export type Resource<T> = ResourceState<T> & {
  /** Fetches again while what is shown stays on screen (no flashing tables). */
  reload: () => Promise<void>;
  /** Starts over: back to loading, then fetches again (a page's "Try again", a new quote). */
  retry: () => void;
  /** Replaces the data with what a write answered, without a round trip. */
  setData: (next: T) => void;
};

export interface ResourceOptions {
  /** A 401 sends the organiser to log in and brings them back here afterwards. */
  logInOn401?: boolean;
}

type Held<T> = { status: 'loading' | 'ready' | 'error'; data?: T; error?: ApiError };

/** Loads what a screen shows when `deps` change, and again on reload or retry; a stale answer is dropped. */
export function useResource<T>(
  load: (signal?: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  { logInOn401 = false }: ResourceOptions = {},
): Resource<T> {
  const [state, setState] = useState<Held<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const loadRef = useRef(load);
  loadRef.current = load;
  const whereRef = useRef(location.pathname + location.search);
  whereRef.current = location.pathname + location.search;
  const logInRef = useRef(logInOn401);
  logInRef.current = logInOn401;

  const run = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const data = await loadRef.current(signal);
        if (!signal?.aborted) setState({ status: 'ready', data });
      } catch (error) {
        if (signal?.aborted) return;
        if (logInRef.current && error instanceof ApiError && error.status === 401) {
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
  }, [run, round, ...deps]);

  const reload = useCallback(() => run(), [run]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...(state as ResourceState<T>), reload, retry, setData };
}
