import { useSyncExternalStore } from 'react';

// App-wide status that several unrelated parts of the UI read: the core loading flag (drives the
// loading layout), the current general error (drives the error toast) and validation errors by
// name (SPEC §8: 400/422 errors are recorded under the error's name).
export interface AppStatus {
  coreLoading: boolean;
  currentError: string | null;
  /** Increases each time an error is raised so the toast restarts its timer for a repeated text. */
  errorSerial: number;
  validationErrors: Record<string, Record<string, string[]>>;
}

let state: AppStatus = { coreLoading: false, currentError: null, errorSerial: 0, validationErrors: {} };
const listeners = new Set<() => void>();

function set(next: Partial<AppStatus>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const appStatus = {
  get: (): AppStatus => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setCoreLoading(coreLoading: boolean): void {
    if (state.coreLoading !== coreLoading) set({ coreLoading });
  },
  showError(message: string): void {
    set({ currentError: message, errorSerial: state.errorSerial + 1 });
  },
  clearError(): void {
    if (state.currentError !== null) set({ currentError: null });
  },
  setValidationErrors(name: string, fieldErrors: Record<string, string[]>): void {
    set({ validationErrors: { ...state.validationErrors, [name]: fieldErrors } });
  },
  clearValidationErrors(name: string): void {
    if (!(name in state.validationErrors)) return;
    const { [name]: _removed, ...rest } = state.validationErrors;
    set({ validationErrors: rest });
  },
  reset(): void {
    set({ coreLoading: false, currentError: null, errorSerial: 0, validationErrors: {} });
  },
};

export function useAppStatus(): AppStatus {
  return useSyncExternalStore(appStatus.subscribe, appStatus.get, appStatus.get);
}
